@needs:http @needs:system-blocks
Feature: A skeleton candidate is scanned from the code root and written under OCC
  Seed 003, the skeleton candidate verb: the granted repository, never the runtime directory, is scanned into a
  candidate seed; with no store it lands at version 1, a candidate store is replaced whole, a ratified store keeps
  its blocks and receives only a candidate revision, and every write over a store names the version it read.

  Background:
    Given the modular repository "shop", whose files carry a body marker

  @clause:SB-SCAN-1 @clause:SB-SCAN-2 @clause:SB-SCAN-5
  Scenario Outline: with no store, a scan over <door> writes the candidate at version 1
    Given the HTTP owner serves the repository "shop"
    When a skeleton candidate is scanned over <door> with heuristic naming and no expected version
    Then the scan answered the transaction "created" at store_version 1
    And the candidate's members are exactly the repository's files, none of them a file of the runtime directory
    And the system-blocks snapshot holds the candidate's blocks at store_version 1

    Examples:
      | door |
      | MCP  |
      | REST |

  @clause:SB-SCAN-3
  Scenario: a candidate store is replaced whole by a scan naming the version it read
    Given the HTTP owner serves the repository "shop"
    And the store holds the imported candidate seed of one block "legacy"
    When a skeleton candidate is scanned over REST with heuristic naming and the store_version it read
    Then the scan answered the transaction "replaced" at store_version 2
    And the system-blocks snapshot holds the candidate's blocks at store_version 2

  @clause:SB-SCAN-2 @clause:SB-SCAN-5
  Scenario: over an existing store, a scan naming no version or a stale one is refused alike on both doors
    Given the HTTP owner serves the repository "shop"
    And the store holds the imported candidate seed of one block "legacy"
    When a skeleton candidate is scanned over REST with heuristic naming and no expected version
    Then the scan is refused "conflict" and the store is as it was
    When a skeleton candidate is scanned over MCP and over REST naming store_version 7
    Then the scan is refused "conflict" and the store is as it was
    And the refusal is the same on both doors

  @clause:SB-SCAN-4 @needs:snapshot-layout
  Scenario: a ratified store keeps its blocks and receives only a candidate revision
    Given the runtime holds a ratified store of one block "legacy" in the reference layout
    And the HTTP owner serves the repository "shop"
    When a skeleton candidate is scanned over REST with heuristic naming and the store_version it read
    Then the scan answered the transaction "candidate_revision" at store_version 2
    And the ratified blocks are unchanged and the store holds the candidate's blocks as its candidate revision

  @clause:SB-SCAN-6
  Scenario: the review limit is only echoed: every block is emitted and written, and an absent limit reads 16
    Given the HTTP owner serves the repository "shop"
    When a skeleton candidate is scanned over REST with heuristic naming, no expected version and a review limit of 2
    Then the scan answered the review limit 2 with every block of a candidate of more than 2 blocks
    And the candidate's members are exactly the repository's files, none of them a file of the runtime directory
    And the system-blocks snapshot holds the candidate's blocks at store_version 1
    When a skeleton candidate is scanned over MCP with heuristic naming and the store_version it read
    Then the scan answered the review limit 16 with every block of a candidate of more than 2 blocks

