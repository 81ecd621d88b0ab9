@needs:agent-cli
Feature: The agent CLI classifies git before it chooses or writes an automatic cache
  Seed 000, "Public npm CLI and process status": before an automatic cache is chosen or written, a non-git tree, a
  branch with a resolved HEAD, a detached HEAD and an unborn branch are told apart; git that is unavailable, fails,
  or answers ambiguously (a .git marker git does not recognise, here or above, or git location variables in the
  environment) refuses explicitly, is never recorded as non-git or detached, and leaves an existing cache byte for
  byte; a branch change alone selects another runtime. A stand-in server plays m1nd-mcp.

  Background:
    Given a stand-in server that answers every call and finds nothing

  @clause:AGENT-GIT-1 @clause:AGENT-IDENTITY-1 @needs:git
  Scenario Outline: <tree> is recorded as kind "<kind>", branch <branch>, <head>
    Given <tree> "app"
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with status 0
    And the identity manifest records the repository "app" as kind "<kind>", branch <branch>, <head>

    Examples:
      | tree                                   | kind       | branch | head     |
      | a repository outside git               | non_git    | none   | no HEAD  |
      | a git repository on its branch         | git        | "main" | its HEAD |
      | a git repository with a detached HEAD  | git        | none   | its HEAD |
      | a git repository on an unborn branch   | git_unborn | "main" | no HEAD  |

  @clause:AGENT-GIT-2 @needs:git
  Scenario Outline: <why>: the command refuses with <code> and the existing cache stays byte for byte
    Given a repository outside git "app"
    And the agent CLI ran first-minute on the repository "app" once
    And <why>
    When the agent CLI runs first-minute on the repository "app" again
    Then the agent CLI exits with status 1
    And the envelope fails with "<code>"
    And the cache base and everything it leads to are byte-for-byte as they were
    And the stand-in server was started once

    Examples:
      | why                                                                   | code                       |
      | the repository holds a .git folder that git does not recognise       | M1ND_AGENT_GIT_AMBIGUOUS   |
      | the folder above the repository holds a .git folder git does not know | M1ND_AGENT_GIT_AMBIGUOUS   |
      | the environment sets GIT_DIR                                          | M1ND_AGENT_GIT_AMBIGUOUS   |
      | the environment sets GIT_WORK_TREE                                    | M1ND_AGENT_GIT_AMBIGUOUS   |
      | the repository's .git is a file git cannot read                       | M1ND_AGENT_GIT_FAILED      |
      | git is not on the PATH                                                | M1ND_AGENT_GIT_UNAVAILABLE |

  @clause:AGENT-IDENTITY-2 @needs:git
  Scenario: a new branch at the same HEAD selects another runtime and leaves the first one byte for byte
    Given a git repository on its branch "app"
    And the agent CLI ran first-minute on the repository "app" once
    And the command's runtime is remembered as "main"
    When the repository "app" moves to a new branch
    And the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with status 0
    And the command's runtime is not the runtime "main"
    And the identity manifest of the command's runtime names the repository "app" with its current branch and HEAD
    And the runtime "main" is byte-for-byte as it was
