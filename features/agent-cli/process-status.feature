@needs:agent-cli
Feature: The agent CLI's process status: one envelope, exit codes, spawn failures, shutdown and signals
  Seed 000, "Public npm CLI and process status": `agent first-minute --json` prints one JSON envelope; ok:false
  exits 1 after it, startup errors exit non-zero with their cause on stderr, an empty search is no error; spawn
  failures are normalised and release the lease; shutdown closes stdin, waits five seconds, then SIGTERM, never
  SIGKILL; SIGTERM, SIGINT and SIGHUP exit 128 + the signal number. A tiny stand-in server plays m1nd-mcp, so these
  hold on every lane; the 120-second budgets run out only where the CLI honours the test-only budget factor.

  Background:
    Given the sample repository "app"

  @clause:AGENT-JSON-1 @clause:AGENT-EXIT-3 @clause:AGENT-PREPARE-2
  Scenario: a first minute whose search finds nothing prints one JSON envelope and exits 0
    Given a stand-in server that answers every call and finds nothing
    When the agent CLI runs first-minute on the repository "app" with the query "nothingMatchesThis"
    Then the agent CLI exits with status 0
    And its standard output is exactly one JSON envelope with ok true
    And the stand-in server was started once, with the repository "app" granted and a runtime outside it

  @clause:AGENT-REFRESH-2 @clause:AGENT-EXIT-1
  Scenario Outline: a warm runtime whose refresh <fails> stops the command with ok:false and exit 1
    Given a stand-in server that answers every call and finds nothing
    And the agent CLI ran first-minute on the repository "app" once
    And a stand-in server whose refresh <fails>
    When the agent CLI runs first-minute on the repository "app" with the query "greetVisitor"
    Then the agent CLI exits with status 1
    And the envelope says ok false with trust "not_evaluated"
    And the envelope's freshness reports isError <isError>, the action, refused "<refused>" and a reason
    And after the refresh the stand-in server was asked nothing but to shut down

    Examples:
      | fails                              | isError | refused                   |
      | is refused                         | false   | refresh_would_shrink_graph |
      | fails as a tool error              | true    |                           |

  @clause:AGENT-EXIT-2
  Scenario: a server that refuses to start makes the command fail with its cause on stderr
    Given a stand-in server that refuses every start
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with a non-zero status
    And its standard error names "launcher_workspace_runtime_not_private"

  @clause:AGENT-SPAWN-1
  Scenario Outline: a server binary the kernel cannot execute (<errno>) is a normalised spawn error that releases the lease
    Given a server binary that fails to execute with <errno>
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with a non-zero status
    And its standard error names "<errno>"
    Given a stand-in server that answers every call and finds nothing
    And commands wait at most 1000 ms for another owner
    When the agent CLI runs first-minute on the repository "app" again
    Then the agent CLI exits with status 0
    And no lease remains in the runtime the envelope names

    Examples:
      | errno   |
      | EACCES  |
      | ENOEXEC |

  @clause:AGENT-SHUTDOWN-1 @clause:AGENT-RELEASE-1
  Scenario: a server that ignores the end of its input gets SIGTERM once the EOF budget is spent, and its clean exit releases the lease
    Given a stand-in server that keeps running after its input ends
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with status 0
    And the stand-in server saw the end of its input, then SIGTERM, then exited
    And no lease remains in the runtime the envelope names

  @clause:AGENT-SHUTDOWN-1
  Scenario: a server still finishing two seconds after the end of its input is left to finish, with no signal
    Given a stand-in server that finishes two seconds after its input ends
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with status 0
    And the stand-in server saw the end of its input and exited without any signal
    And no lease remains in the runtime the envelope names

  @clause:AGENT-RELEASE-1
  Scenario: a server that exits uncleanly after its input ends still releases the lease
    Given a stand-in server that exits with status 1 when its input ends
    When the agent CLI runs first-minute on the repository "app"
    Then no lease remains in the runtime the envelope names

  @clause:AGENT-SHUTDOWN-2 @clause:AGENT-LEASE-4 @clause:AGENT-WAIT-3 @needs:agent-test-budgets
  Scenario: a server whose streams stay open is a bounded failure that keeps the owner proof and is never killed
    Given a stand-in server that ignores the end of its input and every signal
    And the agent CLI's budgets are shortened for tests
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with status 1
    And the envelope says ok false
    And the stand-in server is still running
    And the owner proof remains in the runtime the envelope names
    Given commands wait at most 1000 ms for another owner
    When the agent CLI runs first-minute on the repository "app" again
    Then the agent CLI exits with status 1
    And the envelope fails with "M1ND_AGENT_CACHE_BUSY"
    And the owner proof is byte-for-byte as it was

  @clause:AGENT-SIGNAL-1 @platform:posix
  Scenario Outline: <signal> while the server serves is forwarded to it and the command exits <status>
    Given a stand-in server that never answers a search
    When the agent CLI starts first-minute on the repository "app" with the query "greetVisitor"
    And the stand-in server is serving the search
    And the agent CLI receives <signal>
    Then the agent CLI exits with status <status>
    And the stand-in server received <signal> and exited
    And no lease remains in the runtime the envelope names

    Examples:
      | signal  | status |
      | SIGTERM | 143    |
      | SIGINT  | 130    |
      | SIGHUP  | 129    |

  @clause:AGENT-SIGNAL-2 @needs:seams @platform:posix
  Scenario Outline: <signal> just before the spawn exits <status> and starts no server
    Given a stand-in server that answers every call and finds nothing
    When command "A" starts first-minute on the repository "app", held at "agent.before_spawn"
    And command "A" reaches "agent.before_spawn"
    And command "A" receives <signal>
    Then command "A" exits with status <status>
    And the stand-in server was never started
    And no lease remains in the runtime command "A" used

    Examples:
      | signal  | status |
      | SIGTERM | 143    |
      | SIGINT  | 130    |
      | SIGHUP  | 129    |

  @clause:AGENT-SIGNAL-2 @clause:AGENT-WAITER-1 @needs:seams @platform:posix
  Scenario Outline: <signal> while waiting for the lease exits <status> and removes only the waiter's own marker
    Given a stand-in server that answers every call and finds nothing
    When command "A" starts first-minute on the repository "app", held at "agent.before_spawn"
    And command "A" reaches "agent.before_spawn"
    And command "B" starts first-minute on the repository "app", held at "agent.waiter_registered"
    And command "B" reaches "agent.waiter_registered"
    And command "B" receives <signal>
    Then command "B" exits with status <status>
    And no waiter marker of command "B" remains
    And command "A" still runs and holds its owner proof unchanged
    When command "A" continues past "agent.before_spawn"
    Then command "A" exits with status 0
    And the stand-in server was started once

    Examples:
      | signal  | status |
      | SIGTERM | 143    |
      | SIGINT  | 130    |
      | SIGHUP  | 129    |

  @clause:AGENT-WAIT-2
  Scenario Outline: an owner wait budget of "<value>" is a configuration error: exit 2, nothing on stdout
    Given a stand-in server that answers every call and finds nothing
    And commands wait at most "<value>" ms for another owner
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with status 2
    And its standard output is empty
    And its standard error names "M1ND_AGENT_CACHE_OWNER_WAIT_MS"
    And the stand-in server was never started

    Examples:
      | value  |
      | 999    |
      | 300001 |
      | 0      |
      | -5     |
      | 1.5    |
      | 5s     |

  @clause:AGENT-WAIT-2
  Scenario Outline: an owner wait budget of <value> ms is accepted
    Given a stand-in server that answers every call and finds nothing
    And commands wait at most "<value>" ms for another owner
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with status 0

    Examples:
      | value  |
      | 1000   |
      | 300000 |

  @clause:AGENT-WAIT-1 @clause:AGENT-WAIT-3 @clause:AGENT-LEASE-4
  Scenario: an owner proof left by a process that is gone is never aged out: the waiter fails busy and changes nothing
    Given a stand-in server that answers every call and finds nothing
    And the agent CLI ran first-minute on the repository "app" once
    And that runtime holds an owner proof of a process that has exited
    And commands wait at most 1000 ms for another owner
    When the agent CLI runs first-minute on the repository "app" again
    Then the agent CLI exits with status 1
    And the envelope fails with "M1ND_AGENT_CACHE_BUSY"
    And no waiter marker of the agent CLI remains
    And the owner proof is byte-for-byte as it was
    And the stand-in server was started once

  @clause:AGENT-TEARDOWN-1 @clause:AGENT-SHUTDOWN-2 @needs:agent-test-budgets
  Scenario: when startup and teardown both fail, both are reported with the server's stderr and the startup cause stays primary
    Given a stand-in server that never answers initialize and ignores the end of its input and every signal
    And the agent CLI's budgets are shortened for tests
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with status 1
    And the envelope fails with "M1ND_AGENT_SERVER_TIMEOUT", with the teardown failure "M1ND_AGENT_SHUTDOWN_FAILED" beside it and the server's stderr
    And the stand-in server is still running
    And the owner proof remains in the runtime the envelope names
