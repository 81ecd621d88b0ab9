@needs:http @needs:system-blocks @needs:snapshot-layout
Feature: A damaged store is refused by name, never read as absent or empty
  Seed 003 keeps the store as a sidecar of the brain's runtime directory. A store that no longer validates is a
  named refusal of every verb, read or write, and is left as it is; this companion knows the reference layout
  (reference-impl/README.md) to damage the file.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the HTTP owner serves the repository "app"
    And the seed "two blocks" was imported into the system-blocks store
    And the runtime's system-blocks store file is replaced by a record of another shape

  @clause:SB-STORE-1
  Scenario Outline: <call> against a damaged store is refused store_corrupt and the file is kept
    Then <call> is refused with "store_corrupt" alike over MCP and REST, and the store file keeps its bytes

    Examples:
      | call                                                |
      | system_blocks_snapshot                              |
      | seed_import of the same seed again without force    |
      | receipt_import for an unknown block                 |
