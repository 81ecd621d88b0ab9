@needs:http @needs:system-blocks
Feature: Of two writers that read the same store version, only the first lands
  Seed 003, optimistic concurrency on `store_version`: every write names the version its caller read; once another
  write moved the store on, that key is stale, the write is refused `conflict`, and nothing of it is applied.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the HTTP owner serves the repository "app"
    And the seed "two blocks" was imported into the system-blocks store

  @clause:SB-OCC-1 @clause:SB-OCC-2
  Scenario: the second writer is refused conflict and the snapshot read back is the first writer's
    Given the clients "first" and "second" have read the system-blocks snapshot at the same store_version
    When the client "first" imports a good receipt for the block "greeter" over MCP, keyed by the version it read
    Then the client "second" importing a good receipt for the block "book" over REST, keyed by the version it read, is refused with "conflict" and the snapshot read back is the one the first write left
