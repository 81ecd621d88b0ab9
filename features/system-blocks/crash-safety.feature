@needs:http @needs:seams
Feature: A crash while the store is replaced leaves the old store or the new one, never a torn one
  Seed 003, the store in the brain's runtime directory: every writer replaces the store whole, so a server killed
  with kill -9 at the store's commit point (seam protocol, harness/README.md) restarts to the store it had or the
  one the write was landing (computed first on a copy of the runtime), and takes the next write as usual. A row
  counts only after the seam's reached marker carried the owner's pid.

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

  @clause:SB-STORE-2
  Scenario Outline: kill -9 while <writer> naming the version read is held at "<seam>"
    Given the block "reports" holds the receipt "r-reports-1" earned at its current boundary
    And a client reads the system-blocks snapshot
    And the store a completed <writer> <arguments> naming the version read leaves is computed on a copy of the runtime
    When <writer> <arguments> naming the version read is called over REST and held at the seam "<seam>"
    And the HTTP owner is killed with SIGKILL
    And the HTTP owner starts again with the repository "app" granted and no fault injected
    Then the HTTP owner is ready
    And the system-blocks snapshot is the one read, or the one the completed write leaves, never a torn one
    When the seed "two blocks" is imported inline with force over MCP
    Then the import answered that the live state was overwritten

    Examples: the store's other writers at its commit point
      | writer                  | arguments                                                                                                                                                                                                                                                                                                                | seam                 |
      | receipt_import          | {"block_id":"ledger","imported_via":"human-ui","receipt":{"receipt_id":"r-ledger-1","scope":{"block_id":"ledger","boundary_version":1,"contract_version":1},"evidence":{"kind":"command","summary":"the ledger's tests pass","command":"cargo test","exit_code":0},"execution_window":{"started_at":"2024-01-01T10:00:00Z","finished_at":"2024-01-01T10:05:00Z"},"captured_at":"2024-01-01T10:06:00Z","expires_on":null}} | system_blocks.commit |
      | system_blocks_reconcile | {}                                                                                                                                                                                                                                                                                                                       | system_blocks.commit |
      | system_blocks_archive   | {"mode":"archive","block_ids":["reports"]}                                                                                                                                                                                                                                                                               | system_blocks.commit |
      | system_blocks_delete    | {"block_id":"reports","force":true}                                                                                                                                                                                                                                                                                      | system_blocks.commit |
      | candidate_edit          | {"ops":[{"op":"rename","block_id":"reports","name":"Books"}]}                                                                                                                                                                                                                                                            | system_blocks.commit |
      | skeleton_candidate      | {"naming":"heuristic"}                                                                                                                                                                                                                                                                                                   | system_blocks.commit |

  @clause:SB-STORE-2
  Scenario Outline: kill -9 while the curation lease call <arguments> is held at "<seam>"
    Given the store a completed candidate_lease <arguments> leaves is computed on a copy of the runtime
    When candidate_lease <arguments> is called over REST and held at the seam "<seam>"
    And the HTTP owner is killed with SIGKILL
    And the HTTP owner starts again with the repository "app" granted and no fault injected
    Then the HTTP owner is ready
    And the system-blocks snapshot is the one read, or the one the completed write leaves, never a torn one
    When the seed "two blocks" is imported inline with force over MCP
    Then the import answered that the live state was overwritten

    Examples: the advisory lease, which writes the store without moving its version
      | arguments                                                  | seam                 |
      | {"agent_id":"curator-a","action":"acquire","ttl_secs":600} | system_blocks.commit |

