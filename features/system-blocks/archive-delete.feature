@needs:http
Feature: Archive and restore retire a block and bring it back; delete removes one only when forced
  Seed 003, the archive and delete verbs of the system-blocks store: archive remembers the state a block had and
  restore returns it, nothing is deleted or hidden (an archived block stays listed and counted, only marked) and the
  version moves once per write; delete needs force and reports the receipts that went with the block. Every write
  names the store version it read.

  Background:
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"
    And the system-blocks store holds the four-block edit seed
    And the block "reports" holds the receipt "r-reports-1" earned at its current boundary

  @clause:SB-ARCHIVE-1 @clause:SB-OCC-EDIT-1
  Scenario: archiving keeps everything but the state, and restoring returns the state it had
    Given a client reads the system-blocks snapshot
    When system_blocks_archive {"mode":"archive","block_ids":["reports"]} is called over MCP naming the version read
    Then the answer's "changed_block_ids" is ["reports"]
    And the store version is the version read plus one
    And the block "reports" is archived
    And the block "reports" kept its members, boundary and receipts
    Given a client reads the system-blocks snapshot
    When system_blocks_archive {"mode":"restore","block_ids":["reports"]} is called over REST naming the version read
    Then the store version is the version read plus one
    And the block "reports" is candidate
    And the block "reports" kept its members, boundary and receipts
    And receipt_recompute judges the receipt "r-reports-1" fresh

  @clause:SB-ARCHIVE-4
  Scenario: archived blocks stay listed and counted, marked archived, so only a reader's active rollup leaves them out
    Given a client reads the system-blocks snapshot
    When system_blocks_archive {"mode":"archive","block_ids":["reports","ledger"]} is called over REST naming the version read
    Then the snapshot holds exactly the blocks "greeting", "ledger", "reports" and "entry"
    And the snapshot counts 4 blocks, 2 of them archived
    And the block "reports" kept its members, boundary and receipts

  @clause:SB-ARCHIVE-2
  Scenario: archiving a block already archived changes nothing
    Given a client reads the system-blocks snapshot
    And system_blocks_archive {"mode":"archive","block_ids":["ledger"]} is called over REST naming the version read
    And a client reads the system-blocks snapshot
    When system_blocks_archive {"mode":"archive","block_ids":["ledger"]} is called over MCP naming the version read
    Then the answer's "changed_block_ids" is []
    And the snapshot is exactly the one read

  @clause:SB-ARCHIVE-3
  Scenario: an empty or unknown block list is refused on both doors and changes nothing
    Given a client reads the system-blocks snapshot
    Then system_blocks_archive {"mode":"archive","block_ids":[]} naming the version read is refused over MCP and REST with "invalid_input" naming "block_ids", alike on both doors and changing nothing
    And system_blocks_archive {"mode":"archive","block_ids":["reports","nowhere"]} naming the version read is refused over MCP and REST with "unknown_block" naming "nowhere", alike on both doors and changing nothing

  @clause:SB-OCC-EDIT-1 @clause:SB-ARCHIVE-1
  Scenario: an archive naming a stale version is refused as a conflict and nothing is applied
    Given a client reads the system-blocks snapshot
    And system_blocks_archive {"mode":"archive","block_ids":["ledger"]} is called over REST naming the version read
    And a client reads the system-blocks snapshot
    Then system_blocks_archive {"mode":"restore","block_ids":["ledger"]} naming a stale version is refused over MCP and REST with "conflict" naming "expected_store_version", alike on both doors and changing nothing

  @clause:SB-DELETE-1
  Scenario: a delete without force is refused, pointing at archive, and changes nothing
    Given a client reads the system-blocks snapshot
    Then system_blocks_delete {"block_id":"reports"} naming the version read is refused over MCP and REST with "force_required" naming "system_blocks_archive", alike on both doors and changing nothing
    And system_blocks_delete {"block_id":"reports","force":false} naming the version read is refused over MCP and REST with "force_required" naming "system_blocks_archive", alike on both doors and changing nothing

  @clause:SB-DELETE-2 @clause:SB-OCC-EDIT-1
  Scenario: a forced delete removes the block with its receipts, reports them, and moves the version once
    Given a client reads the system-blocks snapshot
    When system_blocks_delete {"block_id":"reports","force":true} is called over MCP naming the version read
    Then the answer's "deleted_block_id" is "reports"
    And the answer's "receipts_removed" is 1
    And the store version is the version read plus one
    And the snapshot holds exactly the blocks "greeting", "ledger" and "entry"

  @clause:SB-OCC-EDIT-1 @clause:SB-DELETE-2
  Scenario: a forced delete naming a stale version is refused as a conflict and nothing is applied
    Given a client reads the system-blocks snapshot
    Then system_blocks_delete {"block_id":"reports","force":true} naming a stale version is refused over MCP and REST with "conflict" naming "expected_store_version", alike on both doors and changing nothing
