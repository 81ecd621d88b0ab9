@needs:agent-cli
Feature: Where the agent CLI keeps its runtime: the cache base, explicit runtimes, and objects it never follows
  Seed 000, "Public npm CLI and process status": the cache base is M1ND_AGENT_CACHE_DIR, else XDG_CACHE_HOME, else
  the user's ~/.cache; it is created before use, must be a real private directory of the user, and its canonical
  path decides where runtimes live. The runtime directory, owner directory, owner proof and identity manifest are
  real objects, never read or written through a link. `--runtime-dir` beats a runtime in M1ND_MCP_ARGS; without the
  flag the environment wins and no automatic cache is created. A stand-in server plays m1nd-mcp.

  Background:
    Given the sample repository "app"
    And a stand-in server that answers every call and finds nothing

  @clause:AGENT-BASE-1 @clause:AGENT-CACHE-1
  Scenario Outline: with M1ND_AGENT_CACHE_DIR "<cache dir>" and XDG_CACHE_HOME "<xdg>" runtimes live in "<base>"
    Given the cache variables M1ND_AGENT_CACHE_DIR "<cache dir>" and XDG_CACHE_HOME "<xdg>" in the home
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with status 0
    And the runtime the envelope names lies directly in "<base>" in the home, a private folder the command created
    When the agent CLI runs first-minute on the repository "app" again
    Then the agent CLI exits with status 0
    And both commands used the same runtime

    Examples:
      | cache dir | xdg       | base                           |
      | cache-dir | xdg-cache | cache-dir                      |
      | -         | xdg-cache | xdg-cache/m1nd/agent-runtimes  |
      | -         | -         | .cache/m1nd/agent-runtimes     |

  @clause:AGENT-BASE-2
  Scenario: the canonical path of the cache base, not a symbolic alias of an ancestor, decides where runtimes live
    Given the cache base "cache-dir" is reached through a symbolic link "alias" to the folder "real" in the home
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with status 0
    And the runtime the envelope names lies directly in "real/cache-dir" in the home, a private folder the command created

  @clause:AGENT-BASE-2
  Scenario Outline: a cache base that is <unsafe> is refused before anything is written there
    Given the cache base is <unsafe>
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with status 1
    And the envelope fails with "<code>"
    And the cache base and everything it leads to are byte-for-byte as they were
    And the stand-in server was never started

    Examples:
      | unsafe                                  | code                         |
      | a symbolic link to a private folder     | M1ND_AGENT_CACHE_SYMLINK     |
      | writable by its group                   | M1ND_AGENT_CACHE_BASE_UNSAFE |
      | writable by everyone                    | M1ND_AGENT_CACHE_BASE_UNSAFE |

    @needs:root
    Examples:
      | unsafe                                  | code                         |
      | owned by another user                   | M1ND_AGENT_CACHE_BASE_UNSAFE |

  @clause:AGENT-LEASE-2
  Scenario Outline: a <object> that is a symbolic link is refused; nothing is read or written through it
    Given the agent CLI ran first-minute on the repository "app" once
    And the runtime's <object> is a symbolic link to a private copy outside the cache
    And commands wait at most 1000 ms for another owner
    When the agent CLI runs first-minute on the repository "app" again
    Then the agent CLI exits with status 1
    And the envelope fails with "<code>"
    And the cache base and everything it leads to are byte-for-byte as they were
    And the stand-in server was started once

    Examples:
      | object            | code                     |
      | runtime directory | M1ND_AGENT_CACHE_SYMLINK |
      | owner directory   | M1ND_AGENT_CACHE_SYMLINK |
      | identity manifest | M1ND_AGENT_CACHE_SYMLINK |
      | owner proof       | M1ND_AGENT_CACHE_BUSY    |

  @clause:AGENT-RTDIR-1
  Scenario Outline: <winner> names the runtime and no automatic cache is created
    Given the runtime is named by --runtime-dir "<flag>", M1ND_MCP_ARGS "<mcp args>" and M1ND_RUNTIME_DIR "<variable>", in the home
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with status 0
    And the stand-in server and the envelope both used the runtime "<used>" in the home
    And no automatic cache base was created

    Examples:
      | winner                          | flag    | mcp args                 | variable | used    |
      | --runtime-dir                   | flag-rt | --runtime-dir args-rt    | env-rt   | flag-rt |
      | a runtime in M1ND_MCP_ARGS      | -       | --runtime-dir args-rt    | env-rt   | args-rt |
      | a runtime=value in M1ND_MCP_ARGS | -       | --runtime-dir=args-rt    | -        | args-rt |
      | M1ND_RUNTIME_DIR                | -       | -                        | env-rt   | env-rt  |

  @clause:AGENT-INSIDE-1
  Scenario Outline: a <what> inside the repository is refused before it is created
    Given the <what> is the folder ".m1nd-state" inside the repository "app"
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with a non-zero status
    And the stand-in server was never started

    Examples:
      | what          |
      | runtime       |
      | cache base    |
