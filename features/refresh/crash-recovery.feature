@needs:stdio @needs:seams
Feature: A crash mid-refresh leaves the old graph or the new one, never a mix
  Seed 002, SPEC-1f and §5 acceptance 8, by the seam protocol (harness/README.md): a row counts only after the seam's
  reached marker carried the server's pid; after kill -9 and a restart the persisted graph equals the old one
  or the one a refresh gives when it runs to completion on a copy of the runtime.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the server has prepared the repository "app" and ended cleanly
    And the repository "app" gains a new file, an in-place rename that keeps size and mtime, and loses a file
    And the graph a completed refresh of the repository "app" gives is computed on a copy of the runtime

  @clause:ACCEPT-8 @clause:REFRESH-CRASH-1
  Scenario Outline: kill -9 while a refresh is held at "<seam>"
    When the server starts with the repository "app" granted
    Then the server is ready
    When a refresh over stdio is held at the seam "<seam>"
    And the server is killed with SIGKILL
    And the server starts again with the repository "app" granted
    Then the server is ready
    And the persisted graph is the old one or the completed one, never a mix

    Examples: the refresh door's own seams
      | seam              |
      | refresh.scan      |
      | refresh.candidate |
      | refresh.commit    |

    Examples: the checkpoint seams a refresh passes
      | seam               |
      | checkpoint.write   |
      | checkpoint.publish |
      | checkpoint.mirror  |

  @clause:REFRESH-JOURNAL-3 @needs:snapshot-layout
  Scenario Outline: kill -9 at "<seam>" leaves no receipt for a graph the runtime does not hold, and the next refresh journals exactly one
    When the server starts with the repository "app" granted
    Then the server is ready
    When a refresh over stdio is held at the seam "<seam>"
    And the server is killed with SIGKILL
    And the server starts again with the repository "app" granted
    Then the server is ready
    And the journal holds a refresh receipt only if the persisted graph is the completed one
    When a refresh over stdio is asked
    Then every answer refreshed exactly the repository "app"
    And the journal gained exactly one refresh record: a receipt naming the writer, the repository "app", both node counts and both digests

    Examples: before the commit point, where no receipt may be left
      | seam               |
      | refresh.commit     |
      | checkpoint.write   |
      | checkpoint.publish |

    @seam:after-commit-point
    Examples: after the commit point, where the one receipt may already be written
      | seam               |
      | checkpoint.mirror  |
