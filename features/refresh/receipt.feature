@needs:http @needs:seams @needs:snapshot-layout
Feature: A refresh receipt is journaled only after the swap commits
  Seed 002, SPEC-1f: a refresh journals its receipt or its refusal, and a crash leaves the old graph or the new
  one, so a receipt states a refresh that landed: a commit that fails journals none and leaves the graph as it
  was. Read from the kit's journal layout; the faults come from the seam protocol.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the HTTP owner serves the repository "app"
    And the caller root is the root of the repository "app"
    And the repository "app" gains a new file, an in-place rename that keeps size and mtime, and loses a file

  @clause:REFRESH-JOURNAL-3
  Scenario Outline: a refresh whose commit fails at "<seam>" journals no receipt and changes nothing
    Given the seam "<seam>" will fail whoever reaches it
    When a refresh of the caller's own root is asked over MCP
    Then every answer failed with "injected_fault"
    And the journal holds no refresh receipt
    And the graph, the root set and the sources are unchanged as health, search and the persisted snapshot show them

    Examples: every point before the new checkpoint is published
      | seam               |
      | refresh.commit     |
      | checkpoint.write   |
      | checkpoint.publish |
