@needs:stdio
Feature: Any spelling of the granted root reaches the same graph; a foreign identity is refused and poisons nothing
  Seed 000, "Public npm CLI and process status": a checkpoint written with a known legacy spelling of the same
  canonical root is adopted and served under the canonical root; an unknown identity is still refused, and that
  untouched refusal does not poison a later boot with the known canonical source. Judged by what the servers
  answer (health's root set and counts, search answers) before and after, not by the runtime's layout.

  Background:
    Given the sample repository "app"

  @clause:LIFE-LEGACY-1 @clause:LIFE-RESTART-1
  Scenario Outline: a grant spelled <spelling> is served under the canonical root, and each spelling reuses that graph
    When the server starts with the repository "app" granted, spelled <spelling>
    Then the server is ready
    And health reports the root set exactly the repository "app"
    When the file "src/added-later.ts" of the repository "app" is written after that
    And the server's answers about "greetVisitor" and "addedLaterSymbol" are remembered
    And the server has ended cleanly
    And the server starts again with the repository "app" granted
    Then the server is ready
    And the server answers as remembered
    When the server has ended cleanly
    And the server starts again with the repository "app" granted, spelled <spelling>
    Then the server is ready
    And the server answers as remembered

    Examples:
      | spelling                  |
      | with a trailing slash     |
      | with a "/./" component    |
      | through a symlinked alias |

  @clause:LIFE-IDENT-UNKNOWN-1 @clause:LIFE-RESTART-1
  Scenario: a runtime bound to another repository refuses the grant, and its own repository's next start serves it as before
    Given another repository "other" defining the symbol "foreignLedgerSymbol"
    And the server has prepared the repository "other" and serves it
    And the file "src/added-later.ts" of the repository "other" is written after that
    And the server's answers about "foreignLedgerSymbol" and "addedLaterSymbol" are remembered
    And the server has ended cleanly
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_conflicts_with_bound_graph"
    When the server starts again with the repository "other" granted
    Then the server is ready
    And the server answers as remembered
