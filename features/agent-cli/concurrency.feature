@needs:agent-cli @needs:native-binary @needs:agent-cache-binary @needs:model @needs:seams
Feature: Concurrent agent CLI commands on one cached runtime: one lease, one server owner, and a waiter that gives up cleanly
  Seed 000, "Public npm CLI and process status": a per-runtime lease is taken before the identity manifest is created
  or checked and before the server starts, so contenders never read a half-written identity and only one server
  owns the runtime while its graph is loaded, queried and checkpointed; a losing waiter's timeout or interruption
  preserves the winner's proof and process; distinct keys stay independent. Each command gets its own seam folder,
  which its server inherits, so every `reached` marker names the one process (command or server) that wrote it.

  Background:
    Given the agent CLI runs the lane's native server with the lane's model
    And the sample repository "app"

  @clause:AGENT-LEASE-1
  Scenario: a contender meets the lease, never the identity manifest that is still being written
    When command "A" starts first-minute on the repository "app" with the query "greetVisitor", held at "agent.identity_opened"
    And command "A" reaches "agent.identity_opened"
    Then the identity manifest of the runtime exists and is still empty
    When command "B" starts first-minute on the repository "app" with the query "greetVisitor", held at "agent.waiter_registered"
    And command "B" reaches "agent.waiter_registered"
    And command "A" continues past "agent.identity_opened"
    And command "B" continues past "agent.waiter_registered"
    Then command "A" exits with status 0
    And command "B" exits with status 0
    And commands "A" and "B" both found "greetVisitor" in "src/greeter.ts" through one runtime

  @clause:AGENT-LEASE-1 @clause:AGENT-OWNER-1 @clause:AGENT-CACHE-1
  Scenario: while the first server's initialize is held no second server starts, and a clean third command reuses the runtime warm
    When command "A" starts first-minute on the repository "app" with the query "greetVisitor", its server held at "mcp.initialize"
    And the server of command "A" reaches "mcp.initialize"
    And command "B" starts first-minute on the repository "app" with the query "greetVisitor", held at "agent.waiter_registered" and its server at "mcp.initialize"
    And command "B" reaches "agent.waiter_registered"
    And command "B" continues past "agent.waiter_registered"
    Then command "B" waits as a registered waiter while no server of its own has reached "mcp.initialize"
    When the server of command "A" continues past "mcp.initialize"
    Then command "A" exits with status 0
    And the server of command "B" reaches "mcp.initialize" only after the server of command "A" has exited
    When the server of command "B" continues past "mcp.initialize"
    Then command "B" exits with status 0
    And commands "A" and "B" both found "greetVisitor" in "src/greeter.ts" through one runtime
    And the command's runtime and its snapshot digest are remembered as "shared"
    When the agent CLI runs first-minute on the repository "app" with the query "greetVisitor" again
    Then the agent CLI exits with status 0
    And the command refreshed the runtime "shared" before anything else, and its snapshot digest is unchanged

  @clause:AGENT-KEYS-1
  Scenario: a workspace whose lease is held does not block another workspace
    Given another repository "other" defining the symbol "foreignLedgerSymbol"
    When command "A" starts first-minute on the repository "app", held at "agent.before_spawn"
    And command "A" reaches "agent.before_spawn"
    And command "B" starts first-minute on the repository "other"
    Then command "B" exits with status 0
    And command "A" still runs and holds its owner proof unchanged
    When command "A" continues past "agent.before_spawn"
    Then command "A" exits with status 0

  @clause:AGENT-WAIT-1 @clause:AGENT-WAIT-3
  Scenario: a losing waiter that runs out of time fails busy and leaves the winner's proof and server alone
    Given commands wait at most 1000 ms for another owner
    When command "A" starts first-minute on the repository "app", its server held at "mcp.initialize"
    And the server of command "A" reaches "mcp.initialize"
    And command "B" starts first-minute on the repository "app"
    Then command "B" exits with status 1
    And command "B"'s envelope fails with "M1ND_AGENT_CACHE_BUSY"
    And no waiter marker of command "B" remains
    And command "A" still runs and holds its owner proof unchanged, and its server still runs
    When the server of command "A" continues past "mcp.initialize"
    Then command "A" exits with status 0

  @clause:AGENT-SIGNAL-2 @clause:AGENT-WAITER-1 @platform:posix
  Scenario Outline: a losing waiter interrupted by <signal> exits <status> and leaves the winner's proof and server alone
    When command "A" starts first-minute on the repository "app", its server held at "mcp.initialize"
    And the server of command "A" reaches "mcp.initialize"
    And command "B" starts first-minute on the repository "app", held at "agent.waiter_registered"
    And command "B" reaches "agent.waiter_registered"
    And command "B" receives <signal>
    Then command "B" exits with status <status>
    And no waiter marker of command "B" remains
    And command "A" still runs and holds its owner proof unchanged, and its server still runs
    When the server of command "A" continues past "mcp.initialize"
    Then command "A" exits with status 0

    Examples:
      | signal  | status |
      | SIGTERM | 143    |
      | SIGINT  | 130    |
      | SIGHUP  | 129    |

  @clause:AGENT-OWNER-1 @clause:AGENT-LEASE-1
  Scenario: eight commands on one key never have more than one server owner
    # Every server stops at its owner lock ("bootstrap.owner_lock", after it took the runtime's writer lock) in its
    # command's own seam folder. Each time one arrives, the battery checks that no other server is there, waits
    # until every other unfinished command is registered as a waiter in the runtime, checks again, and only
    # then lets it go: a second owner would have to pass the same seam while the first is still held there.
    When 8 commands start first-minute on the repository "app" with the query "greetVisitor", each server held at "bootstrap.owner_lock"
    Then their servers reach "bootstrap.owner_lock" one at a time while every other unfinished command waits for the lease
    And all 8 commands exit with status 0 and found "greetVisitor" in "src/greeter.ts" through one runtime
