@needs:birth @needs:snapshot-layout
Feature: What the ceremony leaves in the kit's documented runtime layout
  Seed 002, SPEC-2 and §5 acceptance 7, read from the layout `reference-impl/README.md` documents: the born brain's
  folder beside the development brain's files with its birth record and its own checkpoint, the development brain's
  files untouched, refusals that write nothing but the journal, and the journal's prepare and then its commit.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And another repository "born" defining the symbol "bornLedgerSymbol"
    And the server has prepared the repository "app" and ended cleanly

  @clause:BIRTH-CEREMONY-1 @clause:BIRTH-DEVGRAPH-1 @clause:BIRTH-JOURNAL-1
  Scenario: the born brain lies whole beside the development brain's files, which stay as they were
    Given the runtime, the development snapshot and the sources are remembered
    When the birth ceremony runs for the repository "born"
    Then the ceremony bore a brain for the repository "born" holding "bornLedgerSymbol", stamped with origin "human-cli"
    And the development graph, its runtime files and the sources are as before the ceremony
    And the birth journal records a prepare and then a commit for the repository "born", naming the receipt's node count and checkpoint

  @clause:BIRTH-OVERLAP-1
  Scenario Outline: a refused root <relation> the bound repository writes nothing but the journal
    Given the runtime, the development snapshot and the sources are remembered
    When the birth ceremony runs for a root <relation> the repository "app"
    Then the ceremony is refused with "birth_root_overlaps_bound_root"
    And the runtime is as before the ceremony apart from its journal

    Examples:
      | relation   |
      | equal to   |
      | inside     |
      | containing |

  @clause:BIRTH-EMPTY-1
  Scenario: a destination that already holds a stray file is refused and left as it was
    Given the destination of a brain for the repository "born" already holds a file
    And the runtime, the development snapshot and the sources are remembered
    When the birth ceremony runs for the repository "born"
    Then the ceremony is refused with "birth_destination_not_empty"
    And the runtime is as before the ceremony apart from its journal
