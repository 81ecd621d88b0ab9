@needs:birth @needs:seams @needs:snapshot-layout
Feature: A crash mid-birth leaves the brain whole or absent
  Seed 002, SPEC-2 and §5 acceptance 8: kill -9 at any birth seam (counted only after the seam's reached marker
  carried the ceremony's pid) leaves no half-made brain, and the next ceremony completes it whole.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And another repository "born" defining the symbol "bornLedgerSymbol"
    And the server has prepared the repository "app" and ended cleanly

  @clause:ACCEPT-8 @clause:BIRTH-CRASH-1
  Scenario Outline: kill -9 while a birth is held at "<seam>"
    When a birth ceremony for the repository "born" is held at the seam "<seam>"
    And the held ceremony is killed with SIGKILL
    Then every brain in the runtime is complete, and none belongs to a root other than the repository "born"
    When the birth ceremony runs for the repository "born"
    Then the ceremony bore a brain for the repository "born" holding "bornLedgerSymbol", stamped with origin "human-cli"

    Examples:
      | seam             |
      | birth.scan       |
      | birth.checkpoint |
      | birth.commit     |
