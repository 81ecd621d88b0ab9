@needs:http @needs:seams
Feature: A crash while the store is replaced leaves the old store or the new one, never a torn one
  Seed 003, the store in the brain's runtime directory: a write replaces the store whole, so a server killed with
  kill -9 at the store's commit point (seam protocol, harness/README.md) restarts to the store it had or the one
  the write was landing, and takes the next write as usual. The row counts only after the seam's reached marker
  carried the owner's pid.

  Background:
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"
    And the system-blocks store holds the four-block edit seed
    And a client reads the system-blocks snapshot

  @clause:SB-STORE-2
  Scenario Outline: kill -9 while a forced seed import is held at "<seam>"
    When the seed "two blocks" is imported inline with force over REST and held at the seam "<seam>"
    And the HTTP owner is killed with SIGKILL
    And the HTTP owner starts again with the repository "app" granted and no fault injected
    Then the HTTP owner is ready
    And the system-blocks snapshot is the one read, or holds exactly the blocks of the seed "two blocks" one version on
    When the seed "two blocks" is imported inline with force over MCP
    Then the import answered that the live state was overwritten
    And the system-blocks snapshot holds exactly the blocks of the seed "two blocks"

    Examples: the store's commit point
      | seam                 |
      | system_blocks.commit |
