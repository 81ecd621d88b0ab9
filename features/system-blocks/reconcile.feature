@needs:http
Feature: Reconcile maps the blocks onto the files that really exist
  Seed 003, the reconcile verb: every block's members (exact paths and globs) are resolved against an explicit
  file list or the code root's files (git's view in a work tree, else a walk that honours ignore files); a block
  whose resolved set moved gets a new boundary version, so receipts earned at the old one go stale by scope;
  files no block claims are surfaced; the whole reconcile is one write, and a no-op writes nothing.

  @clause:SB-RECONCILE-1 @clause:SB-RECONCILE-2 @clause:SB-RECONCILE-3
  Scenario: in a git work tree, a committed move moves exactly the blocks it touches and stales their receipts
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"
    And the system-blocks store holds the four-block edit seed
    And a client reads the system-blocks snapshot
    And system_blocks_reconcile {} is called over REST naming the version read
    And the block "reports" holds the receipt "r-reports-1" earned at its current boundary
    And the block "ledger" holds the receipt "r-ledger-1" earned at its current boundary
    And a client reads the system-blocks snapshot
    When the file "tools/report.py" of the repository "app" is moved to "scripts/report.py" and the move committed
    And system_blocks_reconcile {} is called over MCP naming the version read
    Then the reconcile names exactly "reports" as moved
    And the reconcile surfaces "scripts/report.py" as unmapped and nothing under "build"
    And the store version is the version read plus one
    And receipt_recompute judges the receipt "r-reports-1" stale by "scope_moved"
    And receipt_recompute judges the receipt "r-ledger-1" fresh

  @clause:SB-RECONCILE-1 @clause:SB-RECONCILE-2
  Scenario: outside git, a move on the disk is seen through a walk that honours the ignore file
    Given the sample repository "plain" as a plain folder outside git
    And the HTTP owner serves the repository "plain"
    And the system-blocks store holds the four-block edit seed
    And a client reads the system-blocks snapshot
    And system_blocks_reconcile {} is called over MCP naming the version read
    And a client reads the system-blocks snapshot
    When the file "src/lib.rs" of the repository "plain" is moved to "native/lib.rs"
    And system_blocks_reconcile {} is called over REST naming the version read
    Then the reconcile names exactly "ledger" as moved
    And the reconcile surfaces "native/lib.rs" as unmapped and nothing under "build"
    And the store version is the version read plus one
    And the block "ledger" is at boundary version 3

  @clause:SB-RECONCILE-4
  Scenario: a reconcile that finds nothing moved writes nothing
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"
    And the system-blocks store holds the four-block edit seed
    And a client reads the system-blocks snapshot
    And system_blocks_reconcile {"file_list":["src/greeter.ts","src/lib.rs","tools/report.py","cmd/main.go","README.md"]} is called over REST naming the version read
    And a client reads the system-blocks snapshot
    When system_blocks_reconcile {"file_list":["README.md","cmd/main.go","src/greeter.ts","src/lib.rs","tools/report.py","notes/todo.md"]} is called over MCP naming the version read
    Then the reconcile names no block as moved
    And the answer's "unmapped" is ["notes/todo.md"]
    And the snapshot is exactly the one read

  @clause:SB-OCC-EDIT-1 @clause:SB-RECONCILE-1
  Scenario: a reconcile naming a stale version, or a path that is not repo-relative, is refused and changes nothing
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"
    And the system-blocks store holds the four-block edit seed
    And a client reads the system-blocks snapshot
    And system_blocks_reconcile {} is called over REST naming the version read
    And a client reads the system-blocks snapshot
    Then system_blocks_reconcile {} naming a stale version is refused over MCP and REST with "conflict" naming "expected_store_version", alike on both doors and changing nothing
    And system_blocks_reconcile {"file_list":["../outside.ts"]} naming the version read is refused over MCP and REST with "invalid_input" naming "file_list", alike on both doors and changing nothing
