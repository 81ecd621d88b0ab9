@needs:birth @needs:seams
Feature: A crash mid-birth leaves the brain whole or absent
  Seed 002, SPEC-2 (journaled prepare, then commit, whole-or-none recovery) and §5 acceptance 8: kill -9 at any birth
  seam, counted once the seam's reached marker carries the ceremony's pid, leaves no half-made brain, and the next
  ceremony bears it whole.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And another repository "born" defining the symbol "bornLedgerSymbol"
    And the development brain of the repository "app" is prepared

  @clause:ACCEPT-8 @clause:BIRTH-CRASH-1 @needs:http
  Scenario Outline: after kill -9 at "<seam>", the next ceremony bears the brain and callers reach it
    When a birth ceremony for the repository "born" is held at the seam "<seam>"
    And the held ceremony is killed with SIGKILL
    And the birth ceremony runs for the repository "born"
    Then the ceremony exits 0 and prints one receipt: the repository "born", origin "human-cli", a brain id and a node count
    When the HTTP owner serves the repository "app"
    Then a search for "bornLedgerSymbol" from the root of the repository "born" as caller root finds it in "src/foreign.ts" over MCP and over REST

    Examples:
      | seam             |
      | birth.scan       |
      | birth.checkpoint |
      | birth.commit     |

  @clause:BIRTH-CRASH-1 @clause:BIRTH-JOURNAL-1 @needs:snapshot-layout
  Scenario Outline: kill -9 at "<seam>" leaves a prepare without a commit and no half brain in the runtime
    When a birth ceremony for the repository "born" is held at the seam "<seam>"
    And the held ceremony is killed with SIGKILL
    Then every brain in the runtime is complete, and none belongs to a root other than the repository "born"
    And the birth journal records a prepare for the repository "born" and no commit
    When the birth ceremony runs for the repository "born"
    Then the ceremony bore a brain for the repository "born" holding "bornLedgerSymbol", stamped with origin "human-cli"
    And the birth journal records that prepare rolled back by recovery, then a prepare and a commit for the repository "born"

    Examples:
      | seam             |
      | birth.scan       |
      | birth.checkpoint |
      | birth.commit     |
