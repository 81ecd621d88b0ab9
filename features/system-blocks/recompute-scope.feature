@needs:http @needs:system-blocks
Feature: Receipt recompute named a block judges that block's receipts only
  Seed 003, the recompute verb's optional block: named, only that block's receipts are judged; omitted, every
  block's are. Judged on the wire with receipts earned now, so no clock is needed: each door judges at its own
  now, stated as an instant in the seed's whole-second form.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the HTTP owner serves the repository "app"
    And the seed "two blocks" was imported into the system-blocks store
    And the block "greeter" holds the receipt "r-greeter-1" earned at its current boundary
    And the block "book" holds the receipt "r-book-1" earned at its current boundary

  @clause:SB-RECOMPUTE-2 @clause:SB-INSTANT-1
  Scenario: recompute narrowed to one block judges that block's receipts and no other
    Then receipt_recompute for the block "book" judges exactly the receipts "r-book-1", alike over MCP and REST
    And receipt_recompute for every block judges 2 receipts, "r-book-1" among them, alike over MCP and REST
