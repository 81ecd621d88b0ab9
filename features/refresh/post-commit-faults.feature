@needs:http
Feature: A fault after a refresh's commit point is answered as a fault, and the server serves what it committed
  Seed 002, SPEC-1f: a refresh leaves the old graph or the new one, and its receipt comes after the commit. Once the
  new checkpoint is published the disk holds the new graph, so a later fault (refreshing the mirrors, writing the
  receipt) fails the call while the graph the server answers from follows the disk, before a restart and after it.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the HTTP owner serves the repository "app"
    And the caller root is the root of the repository "app"
    And the repository "app" gains a new file, an in-place rename that keeps size and mtime, and loses a file

  @clause:REFRESH-FAULT-1 @needs:seams
  Scenario: a fault while the mirrors are refreshed fails the call, yet the server and its restart serve the refreshed graph
    Given the seam "checkpoint.mirror" will fail whoever reaches it
    When a refresh of the caller's own root is asked over MCP
    Then every answer failed with "injected_fault"
    And a search finds what the change added and renamed, and nothing it removed or renamed away
    When the HTTP owner is killed with SIGKILL
    And the HTTP owner starts again with the repository "app" granted and no fault injected
    Then the HTTP owner is ready
    And a search finds what the change added and renamed, and nothing it removed or renamed away

  @clause:REFRESH-JOURNAL-3 @needs:seams @needs:snapshot-layout
  Scenario: a fault while the mirrors are refreshed still journals exactly one receipt, for the graph the runtime holds
    Given the seam "checkpoint.mirror" will fail whoever reaches it
    When a refresh of the caller's own root is asked over MCP
    Then every answer failed with "injected_fault"
    And the journal gained exactly one refresh record: a receipt for the repository "app" and the graph the runtime now holds

  @clause:REFRESH-JOURNAL-1 @needs:snapshot-layout
  Scenario: a refresh whose receipt cannot be journaled is answered as a fault, never as a receipt
    Given a plain file stands where the runtime's journal folder belongs
    When a refresh of the caller's own root is asked over MCP
    Then every answer failed as a tool error, neither a receipt nor a refusal
    And a search finds what the change added and renamed, and nothing it removed or renamed away
