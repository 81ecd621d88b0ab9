@needs:http
Feature: An exact-root refresh is a real rescan that keeps the root set
  Seed 002, SPEC-1 success, SPEC-1f and §5 acceptance 4: the refresh absorbs a new commit and uncommitted
  edits alike (OLD -> NEW in the persisted snapshot, read independently, and in what search answers), even an
  edit that keeps size and mtime; the root set is unchanged and one receipt is journaled. Admitting it lowered
  no other floor.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the HTTP owner serves the repository "app"
    And the caller root is the root of the repository "app"

  @clause:ACCEPT-4 @clause:REFRESH-SUCCESS-1 @clause:REFRESH-EXACT-1 @needs:git
  Scenario: an exact-root refresh absorbs a new commit
    Given the persisted snapshot is remembered as the old graph
    And the repository "app" commits a new file, an in-place rename that keeps size and mtime, and the loss of a file
    When a refresh of the caller's own root is asked over MCP
    Then every answer refreshed exactly the repository "app"
    And the persisted snapshot is the old graph with exactly those changes, its root set unchanged
    And a search finds what the change added and renamed, and nothing it removed or renamed away
    And the refresh reported the node counts of the old and the new snapshot

  @clause:ACCEPT-4 @clause:REFRESH-SUCCESS-1
  Scenario: an exact-root refresh absorbs uncommitted edits
    Given the persisted snapshot is remembered as the old graph
    And the repository "app" gains a new file, an in-place rename that keeps size and mtime, and loses a file
    When a refresh of the caller's own root is asked over MCP
    Then every answer refreshed exactly the repository "app"
    And the persisted snapshot is the old graph with exactly those changes, its root set unchanged
    And a search finds what the change added and renamed, and nothing it removed or renamed away
    And the refresh reported the node counts of the old and the new snapshot

  @clause:ACCEPT-4 @clause:REFRESH-JOURNAL-1 @clause:REFRESH-JOURNAL-3 @needs:snapshot-layout
  Scenario: the refresh journals exactly one receipt naming writer, root, counts and digests
    Given the repository "app" commits a new file, an in-place rename that keeps size and mtime, and the loss of a file
    When a refresh of the caller's own root is asked over MCP
    Then every answer refreshed exactly the repository "app"
    And the journal gained exactly one refresh record: a receipt naming the writer, the repository "app", both node counts and both digests

  @clause:BOOT-REUSE-2 @clause:REFRESH-SUCCESS-1 @needs:snapshot-layout
  Scenario: a clean restart after a refresh serves the refreshed graph from the checkpoint the refresh committed
    Given the repository "app" gains a new file, an in-place rename that keeps size and mtime, and loses a file
    When a refresh of the caller's own root is asked over MCP
    Then every answer refreshed exactly the repository "app"
    And the checkpoint pointer is remembered
    When the HTTP owner receives SIGTERM
    Then the HTTP owner exits with status 0 after its checkpoint ACK
    When the HTTP owner starts again with the repository "app" granted and no fault injected
    Then the HTTP owner is ready
    And a search finds what the change added and renamed, and nothing it removed or renamed away
    And the checkpoint pointer names the same checkpoint as before

  @clause:REFRESH-FLOOR-1 @clause:POLICY-GATE-1
  Scenario: after preparation and a refresh a generic replace is still refused with the same bytes
    When a refresh of the caller's own root is asked over MCP and over REST
    Then every answer refreshed exactly the repository "app"
    And ingest {"mode":"replace","path":"{repo:app}"} from the repository "app" is refused over MCP and REST with the golden "graph.ingest.replace"
    And the persisted root set is exactly the repository "app"
