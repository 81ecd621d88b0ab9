@needs:agent-cli
Feature: Commands on one cached runtime queue behind its lease; a waiter that gives up or is interrupted changes nothing
  Seed 000, "Public npm CLI and process status": a per-runtime lease is taken before the identity manifest and the
  server, so concurrent commands on one key serialise there and only one server owns the runtime; a waiter that
  sees no release within its budget fails busy, one interrupted by a signal exits 128 + its number and removes only
  its own wait record, and neither starts a server or touches the owner; distinct keys have distinct leases. The
  kit's stand-in server holds a command's search until released, so the lease stays busy without any seam; the
  owner proof and waiter markers are observed under the upstream agent CLI's names.

  Background:
    Given the sample repository "app"
    And a stand-in server that holds every search of the repository "app" until released

  @clause:AGENT-LEASE-1 @clause:AGENT-OWNER-1
  Scenario: four commands on one key queue behind the lease, and their servers never run at the same time
    When 4 commands start first-minute on the repository "app" with the query "greetVisitor" at once
    Then one command's server serves the search while every other command waits for the lease
    When the stand-in server's searches are released
    Then every command of the group exits with status 0 through one runtime
    And the stand-in server was started 4 times, each only after the previous one exited

  @clause:AGENT-SIGNAL-2 @clause:AGENT-WAITER-1 @platform:posix
  Scenario Outline: a waiter interrupted by <signal> exits <status>, removes only its own marker and starts no server
    When command "A" starts first-minute on the repository "app" with the query "greetVisitor"
    And command "A" holds the lease while its server serves the search
    And command "B" starts first-minute on the repository "app"
    And command "C" starts first-minute on the repository "app"
    And command "B" waits for the lease
    And command "C" waits for the lease
    And command "B" receives <signal>
    Then command "B" exits with status <status>
    And no waiter marker of command "B" remains
    And command "C" still waits for the lease
    And command "A" still runs and holds its owner proof unchanged
    And the stand-in server was started once
    When the stand-in server's searches are released
    Then command "A" exits with status 0
    And command "C" exits with status 0
    And the stand-in server was started 2 times, each only after the previous one exited

    Examples:
      | signal  | status |
      | SIGTERM | 143    |
      | SIGINT  | 130    |
      | SIGHUP  | 129    |

  @clause:AGENT-WAIT-1 @clause:AGENT-WAIT-3
  Scenario: a waiter that runs out of time fails busy, removes its marker and leaves the owner and its server alone
    Given commands wait at most 1000 ms for another owner
    When command "A" starts first-minute on the repository "app" with the query "greetVisitor"
    And command "A" holds the lease while its server serves the search
    And command "B" starts first-minute on the repository "app"
    Then command "B" exits with status 1
    And command "B"'s envelope fails with "M1ND_AGENT_CACHE_BUSY"
    And no waiter marker of command "B" remains
    And command "A" still runs and holds its owner proof unchanged
    And the stand-in server was started once
    When the stand-in server's searches are released
    Then command "A" exits with status 0

  @clause:AGENT-KEYS-1
  Scenario: a lease held on one repository does not make a command on another wait
    Given another repository "other" defining the symbol "foreignLedgerSymbol"
    And commands wait at most 1000 ms for another owner
    When command "A" starts first-minute on the repository "app" with the query "greetVisitor"
    And the stand-in server is serving the search
    And command "B" starts first-minute on the repository "other" with the query "foreignLedgerSymbol"
    Then command "B" exits with status 0
    And command "A" holds the lease while its server serves the search
    When the stand-in server's searches are released
    Then command "A" exits with status 0
