@needs:http @needs:system-blocks @needs:snapshot-layout
Feature: A store file a neighbour could write is not the brain's store
  Seed 003 keeps the store as a sidecar of the brain's runtime directory; the kit's security rule adds that a
  record someone else could write is never trusted. A store file writable by group or other is refused by name,
  like a damaged one, and left as it is. A companion: it knows the reference layout to open the file's mode.

  @clause:SB-STORE-TRUST-1
  Scenario Outline: <call> against a store file others may write is refused store_corrupt and the file is kept
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the HTTP owner serves the repository "app"
    And the seed "two blocks" was imported into the system-blocks store
    And the runtime's system-blocks store file is made writable by group and other
    Then <call> is refused with "store_corrupt" alike over MCP and REST, and the store file keeps its bytes

    Examples:
      | call                                             |
      | system_blocks_snapshot                           |
      | seed_import of the same seed again without force |
