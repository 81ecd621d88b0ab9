@needs:stdio @needs:snapshot-layout
Feature: A legacy spelling of the granted root is adopted and re-stamped; an unknown identity poisons nothing
  Seed 000, "Public npm CLI and process status": a checkpoint written with a known legacy spelling of the same
  canonical root is adopted and re-stamped; an unknown identity is still refused, and that untouched refusal
  does not poison a later boot with the known canonical source.

  Background:
    Given the sample repository "app"

  @clause:LIFE-LEGACY-1 @clause:LIFE-RESTART-1
  Scenario Outline: a checkpoint that spells the grant <spelling> is served and re-stamped to the canonical root
    Given a runtime whose checkpoint spells the repository "app" <spelling>
    When the server starts with the repository "app" granted
    Then the server is ready
    And the search for "seededLedgerSymbol" finds it in "src/seeded.ts"
    And the persisted root set, workspace root and every node name the repository "app" by its canonical path
    And the checkpoint pointer names a new checkpoint that keeps the seeded one as its fallback
    And the lifecycle journal records one re-stamp of the seeded checkpoint of the repository "app" from that legacy spelling
    When the server's input ends
    Then the server exits with status 0
    When the server starts again with the repository "app" granted
    Then the server is ready
    And the checkpoint pointer names the same checkpoint as before
    And the lifecycle journal records one re-stamp of the seeded checkpoint of the repository "app" from that legacy spelling

    Examples:
      | spelling                  |
      | with a trailing slash     |
      | with a "/./" component    |
      | through a symlinked alias |

  @clause:LIFE-IDENT-UNKNOWN-1 @clause:LIFE-RESTART-1
  Scenario: an unknown identity is refused untouched, and a later start with its own canonical source recovers it
    Given another repository "other" defining the symbol "foreignLedgerSymbol"
    And a runtime bound to the repository "other" holding its symbols
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_conflicts_with_bound_graph"
    And nothing was created or changed
    When the server starts with the repository "other" granted
    Then the server is ready
    And the search for "foreignLedgerSymbol" finds it in "src/foreign.ts"
    And the checkpoint pointer still names the seeded checkpoint
    And the lifecycle journal records no re-stamp
