@needs:http @needs:system-blocks
Feature: A receipt lands only from a human origin, against the block as it is now
  Seed 003, the receipt import verb: the closed allowlist of human origins is checked first, and an origin off it
  is declined as an ordinary `ok: false` answer; an admitted receipt then passes OCC, an existing block, a scope
  bound to the block's current versions, the evidence contract and a coherent execution window, lands as one
  write, and the answer counts the block's receipts. Unknown receipt fields are rejected, and a receipt id the block
  already holds is never replaced.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the HTTP owner serves the repository "app"
    And the seed "two blocks" was imported into the system-blocks store

  @clause:SB-RECEIPT-1 @clause:SB-TRANSPORT-1
  Scenario Outline: a receipt with <origin> is declined human_gesture_required
    Then a good receipt for the block "greeter" with <origin> is declined human_gesture_required alike over MCP and REST, and the store is unchanged

    Examples:
      | origin                     |
      | no imported_via            |
      | imported_via ""            |
      | imported_via "agent"       |
      | imported_via "human-tray"  |
      | imported_via "HUMAN-UI"    |

  @clause:SB-RECEIPT-2 @clause:SB-OCC-1
  Scenario Outline: a receipt with <origin> over <door> lands as one write
    When a good receipt for the block "greeter" is imported with <origin> over <door>
    Then the import landed as one write: receipt_count 1, the store_version one higher, the block holding the receipt

    Examples:
      | origin                       | door |
      | imported_via "human-ui"      | MCP  |
      | imported_via "human-touchid" | REST |

  @clause:SB-ERRORS-1 @clause:SB-TRANSPORT-1
  Scenario Outline: <call> is refused with "<code>" and changes nothing
    Then <call> is refused with "<code>" alike over MCP and REST, and the store is unchanged

    @clause:SB-OCC-1
    Examples: a stale key
      | call                                     | code     |
      | receipt_import at a stale store_version  | conflict |

    @clause:SB-RECEIPT-4
    Examples: a scope that does not bind the block as it is now
      | call                                                                     | code        |
      | receipt_import whose scope names another block                           | stale_scope |
      | receipt_import whose scope names a boundary_version the block is not at  | stale_scope |

    @clause:SB-RECEIPT-3
    Examples: an unknown block, evidence off its contract, an incoherent window, unknown or mistyped fields
      | call                                                          | code              |
      | receipt_import for an unknown block                           | unknown_block     |
      | receipt_import whose command evidence exited 1                | bad_evidence      |
      | receipt_import whose command evidence names no command        | bad_evidence      |
      | receipt_import whose review evidence names no reviewer        | bad_evidence      |
      | receipt_import whose window finishes before it starts         | incoherent_window |
      | receipt_import whose receipt expires before it was captured   | incoherent_window |
      | receipt_import with an unknown receipt field                  | invalid_input     |
      | receipt_import with a store_version written as text           | invalid_input     |

  @clause:SB-RECEIPT-5 @clause:SB-TRANSPORT-1
  Scenario: a second receipt under an id the block already holds is refused, and the first stays as it landed
    Given a good receipt for the block "greeter" expiring "2099-01-01T00:00:00Z" was imported with imported_via "human-ui"
    Then receipt_import of another receipt under an id the block already holds is refused with "duplicate_receipt" alike over MCP and REST, and the store is unchanged
