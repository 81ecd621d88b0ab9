@needs:http @needs:system-blocks @needs:seams
Feature: Receipt recompute judges each receipt now, and never deletes one
  Seed 003, the recompute verb: a read that judges every receipt fresh or stale (with a reason) against its block's
  current versions and its expiry, says when it judged, and leaves the history whole. Time is the test clock of the
  seam protocol, so an expiry passes without waiting.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the test clock reads "2030-01-01T00:00:00Z"
    And the HTTP owner serves the repository "app"
    And the seed "two blocks" was imported into the system-blocks store
    And a good receipt for the block "greeter" expiring "2030-01-02T00:00:00Z" was imported with imported_via "human-ui"

  @clause:SB-RECOMPUTE-1 @clause:SB-INSTANT-1
  Scenario: a receipt is fresh before its expiry and stale after it, and stays in the store
    Then receipt_recompute answers alike over MCP and REST that the receipt is fresh, evaluated at "2030-01-01T00:00:00Z"
    When the test clock moves to "2030-01-03T00:00:00Z"
    Then receipt_recompute answers alike over MCP and REST that the receipt is stale with a reason, evaluated at "2030-01-03T00:00:00Z"
    And the system-blocks snapshot still holds the receipt

  @clause:SB-RECOMPUTE-1 @clause:SB-RECOMPUTE-2 @clause:SB-ERRORS-1
  Scenario: recompute for a block the store does not hold is refused unknown_block
    Then receipt_recompute for an unknown block is refused with "unknown_block" alike over MCP and REST, and the store is unchanged
