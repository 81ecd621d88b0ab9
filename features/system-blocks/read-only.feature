@needs:http
Feature: A read-only attach still reads the system-blocks store and refuses every write to it
  Seed 003, the read-only attach: the writers of the store sit on a deny-list that a server attached read-only
  (the flag --read-only, or the variable M1ND_READ_ONLY) enforces, while the snapshot and the receipt recompute
  stay allowed. A refused write is a tool error `read_only` naming the semantic action, the same bytes on both
  doors, and the store a client reads back is the one it read before. A stdio server started read-only on the same
  runtime holds the same line.

  Background:
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"
    And the system-blocks store holds the four-block edit seed
    And the block "reports" holds the receipt "r-reports-1" earned at its current boundary
    And a client reads the system-blocks snapshot

  @clause:SB-READONLY-1 @clause:SB-TRANSPORT-1
  Scenario: attached with M1ND_READ_ONLY, every writer of the store and a checkpoint are refused, and the reads answer
    When the HTTP owner of "app" is restarted on the same runtime with M1ND_READ_ONLY set to "1"
    Then system_blocks_seed_import {"seed_json":"{}","force":true} naming the version read is refused over MCP and REST with "read_only" naming "system_blocks.seed_import.force", alike on both doors and changing nothing
    And receipt_import {"block_id":"reports","receipt":{},"imported_via":"human-ui"} naming the version read is refused over MCP and REST with "read_only" naming "system_blocks.receipt_import", alike on both doors and changing nothing
    And system_blocks_reconcile {} naming the version read is refused over MCP and REST with "read_only" naming "system_blocks.reconcile", alike on both doors and changing nothing
    And system_blocks_archive {"mode":"archive","block_ids":["reports"]} naming the version read is refused over MCP and REST with "read_only" naming "system_blocks.archive", alike on both doors and changing nothing
    And system_blocks_archive {"mode":"restore","block_ids":["reports"]} naming the version read is refused over MCP and REST with "read_only" naming "system_blocks.restore", alike on both doors and changing nothing
    And system_blocks_delete {"block_id":"reports","force":true} naming the version read is refused over MCP and REST with "read_only" naming "system_blocks.delete.permanent", alike on both doors and changing nothing
    And skeleton_candidate {"naming":"heuristic"} naming the version read is refused over MCP and REST with "read_only" naming "system_blocks.skeleton_candidate", alike on both doors and changing nothing
    And candidate_edit {"ops":[{"op":"rename","block_id":"reports","name":"Books"}]} naming the version read is refused over MCP and REST with "read_only" naming "system_blocks.candidate_edit", alike on both doors and changing nothing
    And candidate_lease {"agent_id":"curator-a","action":"acquire","ttl_secs":600} is refused over MCP and REST with "read_only" naming "system_blocks.lease.acquire", alike on both doors and changing nothing
    And persist {"action":"checkpoint"} is refused over MCP and REST with "read_only" naming "store.persist.checkpoint", alike on both doors and changing nothing
    And the snapshot is exactly the one read
    And receipt_recompute judges the receipt "r-reports-1" fresh

  @clause:SB-READONLY-1
  Scenario: attached with the flag --read-only, a write is refused with the fix, and the store stays as it was
    When the HTTP owner of "app" is restarted on the same runtime with the flag --read-only
    Then system_blocks_archive {"mode":"archive","block_ids":["reports"]} naming the version read is refused over MCP and REST with "read_only" naming "--read-only", alike on both doors and changing nothing
    And candidate_lease {"agent_id":"curator-a","action":"release"} is refused over MCP and REST with "read_only" naming "system_blocks.lease.release", alike on both doors and changing nothing
    And the snapshot is exactly the one read
    And receipt_recompute judges the receipt "r-reports-1" fresh

  @clause:SB-READONLY-2 @needs:stdio
  Scenario: a stdio server attached with M1ND_READ_ONLY refuses every writer of the store, and the reads answer
    When the HTTP owner of "app" stops and a stdio server starts on the same runtime with M1ND_READ_ONLY set to "true"
    Then over stdio, system_blocks_seed_import {"seed_json":"{}","force":true} naming the version read is refused with "read_only" naming "system_blocks.seed_import.force" and changes nothing
    And over stdio, receipt_import {"block_id":"reports","receipt":{},"imported_via":"human-ui"} naming the version read is refused with "read_only" naming "system_blocks.receipt_import" and changes nothing
    And over stdio, system_blocks_reconcile {} naming the version read is refused with "read_only" naming "system_blocks.reconcile" and changes nothing
    And over stdio, system_blocks_archive {"mode":"archive","block_ids":["reports"]} naming the version read is refused with "read_only" naming "system_blocks.archive" and changes nothing
    And over stdio, system_blocks_delete {"block_id":"reports","force":true} naming the version read is refused with "read_only" naming "system_blocks.delete.permanent" and changes nothing
    And over stdio, skeleton_candidate {"naming":"heuristic"} naming the version read is refused with "read_only" naming "system_blocks.skeleton_candidate" and changes nothing
    And over stdio, candidate_edit {"ops":[{"op":"rename","block_id":"reports","name":"Books"}]} naming the version read is refused with "read_only" naming "system_blocks.candidate_edit" and changes nothing
    And over stdio, candidate_lease {"agent_id":"curator-a","action":"acquire","ttl_secs":600} is refused with "read_only" naming "system_blocks.lease.acquire" and changes nothing
    And over stdio, the snapshot is exactly the one read
    And over stdio, receipt_recompute judges the receipt "r-reports-1" fresh

  @clause:SB-READONLY-2 @needs:stdio
  Scenario: a stdio server started with the flag --read-only stays read-only though M1ND_READ_ONLY says "0"
    When the HTTP owner of "app" stops and a stdio server starts on the same runtime with the flag --read-only and M1ND_READ_ONLY set to "0"
    Then over stdio, system_blocks_archive {"mode":"archive","block_ids":["reports"]} naming the version read is refused with "read_only" naming "--read-only" and changes nothing
    And over stdio, candidate_edit {"ops":[{"op":"rename","block_id":"ledger","name":"Books"}],"by":"runner"} naming the version read is refused with "read_only" naming "system_blocks.candidate_edit" and changes nothing
    And over stdio, the snapshot is exactly the one read
