@needs:stdio
Feature: Under a grant every persistence destination is the runtime
  Seed 000, "Proven slice: stdio with an explicit launcher root": graph, plasticity and registry
  destinations are forced into the canonical runtime; overrides from flags, environment or the JSON
  configuration are not kept. The JSON `launcher_workspace_root` is the same grant, and wins over the variable.

  Background:
    Given the sample repository "app"

  @clause:BOOT-OVERRIDE-1 @clause:HYG-PATHS-1
  Scenario Outline: persistence overrides given by <channel> are not kept
    Given graph, plasticity and registry destinations outside the runtime given by <channel>
    When the server starts with the repository "app" granted
    Then the server is ready
    And health reports graph and plasticity paths inside the runtime directory
    When the server's input ends
    Then the server exits with status 0
    And nothing exists at any of those destinations
    And the runtime directory holds the persisted snapshot
    And the persisted root set is exactly the repository "app"

    Examples:
      | channel                |
      | command-line flags     |
      | environment variables  |
      | the configuration file |

  @clause:BOOT-CONFIG-1
  Scenario: the configuration file's grant wins over the environment's
    Given another repository "other" defining the symbol "foreignLedgerSymbol"
    And a server configuration file granting the repository "app"
    When the server starts with the repository "other" granted
    Then the server is ready
    And health reports the root set exactly the repository "app"
    And the search for "greetVisitor" finds it in "src/greeter.ts"
    And the search for "foreignLedgerSymbol" finds nothing

  @clause:BOOT-CONFIG-1
  Scenario: a configuration file grant alone prepares the repository
    Given a server configuration file granting the repository "app"
    When the server starts with no grant in its environment
    Then the server is ready
    And health reports the root set exactly the repository "app"
    And the search for "greetVisitor" finds it in "src/greeter.ts"

  @clause:BOOT-CONFIG-2
  Scenario: the environment fills the grant when the configuration file has none
    Given a server configuration file without a grant
    When the server starts with the repository "app" granted
    Then the server is ready
    And health reports the root set exactly the repository "app"
    And the search for "compute_checksum" finds it in "src/lib.rs"
