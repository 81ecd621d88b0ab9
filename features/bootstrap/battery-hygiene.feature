@needs:stdio
Feature: The battery runs every server in a fixture-owned environment
  Seed 000, "Authority boundary" (subprocess battery paragraph): inherited graph, plasticity, read-only,
  workspace-alias, home and temporary-directory overrides are removed before the fixture's own environment
  is installed; positive calls never carry `isError`; reported paths stay in the private runtime.

  @clause:HYG-ENV-1 @platform:linux
  Scenario: overrides inherited by the battery never reach the server
    Given the sample repository "app"
    And another repository "other" defining the symbol "foreignLedgerSymbol"
    And the battery itself runs with workspace, graph, plasticity, read-only, home and temporary overrides naming the repository "other"
    When the server starts with the repository "app" granted
    Then the server is ready
    And the server's environment holds none of the inherited overrides
    And the server's home and temporary directories are the fixture's own
    And health reports the root set exactly the repository "app"
    And the search for "foreignLedgerSymbol" finds nothing
    And the search for "greetVisitor" finds it in "src/greeter.ts"

  @clause:HYG-ISERROR-1 @clause:HYG-PATHS-1
  Scenario: positive calls succeed without isError and report paths inside the runtime
    Given the sample repository "app"
    When the server starts with the repository "app" granted
    Then the server is ready
    And the tools "health", "search", "seek" and "north" all answer without isError
    And health reports graph and plasticity paths inside the runtime directory
