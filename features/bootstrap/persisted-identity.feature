@needs:stdio
Feature: A persisted runtime is reused only for exactly the granted root
  Seed 000, "Authority boundary": a runtime's persisted identity must be non-empty and every declared root
  must canonicalise to exactly the grant. Anything else refuses startup before ingest, leaving the graph
  and its roots as they were, populated or not. An unresolvable grant refuses on its own.

  Background:
    Given the sample repository "app"
    And another repository "other" defining the symbol "foreignLedgerSymbol"

  @clause:AUTH-IDENT-1 @clause:AUTH-IDENT-5 @clause:AUTH-NOINIT-1
  Scenario: a runtime prepared for another repository refuses the grant and keeps that repository's graph
    Given the server has prepared the repository "other" and ended cleanly
    When the server starts again with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_conflicts_with_bound_graph"
    And nothing was created or changed
    When the server starts again with the repository "other" granted
    Then the server is ready
    And the search for "foreignLedgerSymbol" finds it in "src/foreign.ts"
    And the search for "greetVisitor" finds nothing
    And health reports the root set exactly the repository "other"

  @clause:AUTH-IDENT-3 @clause:AUTH-IDENT-5 @clause:AUTH-NOINIT-1
  Scenario: a runtime whose persisted root has since vanished is refused, not handed to the grant
    Given a disposable repository "gone" defining the symbol "vanishingSymbol"
    And the server has prepared the repository "gone" and ended cleanly
    And the repository "gone" has been deleted
    When the server starts again with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_conflicts_with_bound_graph"
    And nothing was created or changed

  @clause:AUTH-IDENT-1 @clause:AUTH-IDENT-5 @clause:AUTH-NOINIT-1 @needs:snapshot-layout
  Scenario: a runtime seeded as bound to another repository is refused, its graph untouched
    Given a runtime bound to the repository "other" holding its symbols
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_conflicts_with_bound_graph"
    And nothing was created or changed

  @clause:AUTH-IDENT-6 @clause:AUTH-IDENT-5 @clause:AUTH-NOINIT-1 @needs:snapshot-layout
  Scenario: a zero-node runtime bound to another repository is refused the same way
    Given a runtime bound to the repository "other" holding no nodes
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_conflicts_with_bound_graph"
    And nothing was created or changed

  @clause:AUTH-IDENT-2 @clause:AUTH-IDENT-5 @needs:snapshot-layout
  Scenario: a runtime that declares another repository beside the grant is refused
    Given a runtime bound to the repository "app" that also declares the repository "other"
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_conflicts_with_bound_graph"
    And nothing was created or changed

  @clause:AUTH-IDENT-3 @clause:AUTH-IDENT-5 @needs:snapshot-layout
  Scenario: a runtime that declares a vanished root beside the grant is refused
    Given a runtime bound to the repository "app" that also declares a root that no longer exists
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_conflicts_with_bound_graph"
    And nothing was created or changed

  @clause:AUTH-IDENT-7 @clause:AUTH-IDENT-1 @needs:snapshot-layout
  Scenario: a persisted runtime that records no root of its own cannot be adopted by the grant
    Given a runtime whose persisted identity records no root
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_conflicts_with_bound_graph"
    And nothing was created or changed

  @clause:AUTH-IDENT-4 @needs:snapshot-layout
  Scenario: a runtime declaring the granted root twice is reused
    Given a runtime bound to the repository "app" that declares it twice
    When the server starts with the repository "app" granted
    Then the server is ready
    And health reports the root set exactly the repository "app"
    And the search for "seededLedgerSymbol" finds it in "src/seeded.ts"

  @clause:AUTH-UNRESOLVABLE-1 @clause:AUTH-NOINIT-1
  Scenario: a grant that does not resolve is refused
    When the server starts with a grant naming a directory that does not exist
    Then the server's startup is refused with "launcher_workspace_unresolvable"
    And nothing was created or changed
