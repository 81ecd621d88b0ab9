@needs:http @needs:system-blocks
Feature: The system-blocks snapshot reads the store whole, or says honestly that there is none
  Seed 003, the snapshot verb: a read of the brain's system-blocks store that reports whether it is present, its
  version, how many blocks it holds and whether its skeleton belongs to this repository; a brain without a store
  says so in a sentence and invents no version, count or block. Both doors answer the same bytes.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the HTTP owner serves the repository "app"

  @clause:SB-SNAPSHOT-2 @clause:SB-TRANSPORT-1
  Scenario: a brain that never imported a seed has no store, and the snapshot says so
    Then the system-blocks snapshot answers alike over MCP and REST that no store is present, inventing no version, count or block

  @clause:SB-SNAPSHOT-1 @clause:SB-COHERENCE-1 @clause:SB-TRANSPORT-1
  Scenario: after a seed for this repository is imported, the snapshot reports the store and a coherent skeleton
    Given the seed "two blocks" was imported into the system-blocks store
    Then the system-blocks snapshot answers alike over MCP and REST: present at store_version 1 with 2 blocks and skeleton coherence ok
    And the system-blocks snapshot holds exactly the blocks of the seed "two blocks" at store_version 1

  @clause:SB-COHERENCE-1
  Scenario: a skeleton named for another repository is reported as a mismatch naming both slugs
    Given the seed "foreign skeleton" was imported into the system-blocks store
    Then the system-blocks snapshot reports a skeleton mismatch expecting the slug of the served repository and finding "elsewhere"
