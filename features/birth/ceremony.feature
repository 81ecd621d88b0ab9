@needs:birth @needs:snapshot-layout
Feature: The server binary's own ceremony is the only way a brain is born
  Seed 002, SPEC-2 and §5 acceptance 7: `m1nd-mcp --birth <root>` on an empty destination bears a complete brain
  stamped `human-cli`, beside a development brain it never touches; a root overlapping a bound root (equal,
  inside, containing) or an occupied destination is refused; a concurrent second birth refuses; the born brain
  then routes by caller root.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And another repository "born" defining the symbol "bornLedgerSymbol"
    And the server has prepared the repository "app" and ended cleanly

  @clause:ACCEPT-7 @clause:BIRTH-CEREMONY-1 @clause:BIRTH-DEVGRAPH-1
  Scenario: the ceremony on an empty destination bears the brain and leaves the development graph alone
    When the birth ceremony runs for the repository "born"
    Then the ceremony bore a brain for the repository "born" holding "bornLedgerSymbol", stamped with origin "human-cli"
    And the development graph, its runtime files and the sources are as before the ceremony

  @clause:BIRTH-OVERLAP-1
  Scenario Outline: a root <relation> the bound repository is refused
    When the birth ceremony runs for a root <relation> the repository "app"
    Then the ceremony is refused with "birth_root_overlaps_bound_root"
    And the runtime is as before the ceremony apart from its journal

    Examples:
      | relation   |
      | equal to   |
      | inside     |
      | containing |

  @clause:BIRTH-EMPTY-1
  Scenario: an occupied destination is refused and left as it was
    Given the destination of a brain for the repository "born" already holds a file
    When the birth ceremony runs for the repository "born"
    Then the ceremony is refused with "birth_destination_not_empty"
    And the runtime is as before the ceremony apart from its journal

  @clause:ACCEPT-7 @clause:BIRTH-FLIGHT-1 @needs:seams
  Scenario: a second ceremony while the first is held at "birth.scan" is refused
    Given another repository "twin" defining the symbol "twinLedgerSymbol"
    When a birth ceremony for the repository "born" is held at the seam "birth.scan"
    And the birth ceremony runs for the repository "twin"
    Then the ceremony is refused with "birth_in_flight"
    When the seam "birth.scan" is released
    Then the held ceremony bore a brain for the repository "born" holding "bornLedgerSymbol"

  @clause:ACCEPT-7 @clause:BIRTH-ROUTE-1 @needs:http
  Scenario: a caller at or inside the born root reaches the born brain
    Given the birth ceremony has borne a brain for the repository "born" holding "bornLedgerSymbol"
    And the HTTP owner serves the repository "app"
    Then a search for "bornLedgerSymbol" from the root of the repository "born" as caller root finds it in "src/foreign.ts" over MCP and over REST
    And a search for "bornLedgerSymbol" from its subdirectory "src" of the repository "born" as caller root finds it in "src/foreign.ts" over MCP and over REST
    And a search for "greetVisitor" from the root of the repository "app" as caller root finds it in "src/greeter.ts" over MCP and over REST
