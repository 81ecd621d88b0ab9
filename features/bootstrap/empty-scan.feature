@needs:stdio
Feature: A scan that finds nothing is an error that leaves the runtime reusable
  Seed 000, "Authority boundary": zero nodes from the granted root is a startup refusal decided inside the
  writer's transaction, so roots and graph roll back, and the same runtime prepares once real source appears.

  @clause:AUTH-EMPTY-1 @clause:AUTH-EMPTY-2 @clause:AUTH-NOINIT-1 @clause:AUTH-EMPTY-3
  Scenario: an empty repository is refused, then prepares on the same runtime once source appears
    Given an empty repository "blank"
    When the server starts with the repository "blank" granted
    Then the server's startup is refused with "launcher_workspace_produced_empty_graph"
    And no persisted state claims the repository "blank"
    When a source file "src/recovered.ts" defining "recoveredSymbol" appears in the repository "blank"
    And the server starts again with the repository "blank" granted
    Then the server is ready
    And the search for "recoveredSymbol" finds it in "src/recovered.ts"
    And the persisted root set is exactly the repository "blank"
