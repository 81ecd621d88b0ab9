@needs:birth
Feature: The server binary's own ceremony bears a brain only on ground no bound root claims
  Seed 002, SPEC-2 and §5 acceptance 7, judged by what any implementation shows: `m1nd-mcp --birth <root>` on an
  empty destination exits 0 with its receipt, refuses a root equal to, inside or containing a bound root, a second
  ceremony in flight and a root with nothing to scan, and the development brain answers as before; the born brain
  then serves the callers at or inside its root.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And another repository "born" defining the symbol "bornLedgerSymbol"
    And the development brain of the repository "app" is prepared, remembering its health and its answers to searches for "greetVisitor" and "bornLedgerSymbol"

  @clause:ACCEPT-7 @clause:BIRTH-CEREMONY-1 @clause:BIRTH-DEVGRAPH-1
  Scenario: the ceremony on an empty destination bears the brain and leaves the development brain alone
    When the birth ceremony runs for the repository "born"
    Then the ceremony exits 0 and prints one receipt: the repository "born", origin "human-cli", a brain id and a node count
    And the development brain of the repository "app" answers health and those searches as before, and no repository changed

  @clause:ACCEPT-7 @clause:BIRTH-ROUTE-1 @clause:BIRTH-CEREMONY-1 @needs:http
  Scenario: a caller at or inside the born root reaches the born brain, which holds that root alone
    Given the birth ceremony has borne a brain for the repository "born"
    And the HTTP owner serves the repository "app"
    Then a search for "bornLedgerSymbol" from the root of the repository "born" as caller root finds it in "src/foreign.ts" over MCP and over REST
    And a search for "bornLedgerSymbol" from its subdirectory "src" of the repository "born" as caller root finds it in "src/foreign.ts" over MCP and over REST
    And a search for "greetVisitor" from the root of the repository "app" as caller root finds it in "src/greeter.ts" over MCP and over REST
    And a search for "greetVisitor" from the root of the repository "born" as caller root finds nothing over MCP or REST

  @clause:BIRTH-ROUTE-1 @clause:BIRTH-DISJOINT-1 @needs:http
  Scenario: a caller beside the born root, whose name merely extends it, does not reach the born brain
    Given another repository "born-annex" defining the symbol "annexLedgerSymbol"
    And the birth ceremony has borne a brain for the repository "born"
    And the HTTP owner serves the repository "app"
    Then a search for "bornLedgerSymbol" from the root of the repository "born-annex" as caller root finds nothing over MCP or REST

  @clause:BIRTH-OVERLAP-1
  Scenario Outline: a root <relation> the bound repository is refused
    When the birth ceremony runs for a root <relation> the repository "app"
    Then the ceremony is refused with "birth_root_overlaps_bound_root"
    And the development brain of the repository "app" answers health and those searches as before, and no repository changed

    Examples:
      | relation   |
      | equal to   |
      | inside     |
      | containing |

  @clause:BIRTH-OVERLAP-1 @clause:BIRTH-BOUND-1
  Scenario: a root inside a born brain's root is refused too
    Given the birth ceremony has borne a brain for the repository "born"
    When the birth ceremony runs for its subdirectory "src" of the repository "born"
    Then the ceremony is refused with "birth_root_overlaps_bound_root"

  @clause:BIRTH-DISJOINT-1
  Scenario: a root beside the bound repository, whose name merely extends it, is no overlap
    Given another repository "app-annex" defining the symbol "annexLedgerSymbol"
    When the birth ceremony runs for the repository "app-annex"
    Then the ceremony exits 0 and prints one receipt: the repository "app-annex", origin "human-cli", a brain id and a node count

  @clause:BIRTH-EMPTY-1 @needs:http
  Scenario: a second ceremony for a born root finds its destination occupied and leaves that brain as it was
    Given the birth ceremony has borne a brain for the repository "born"
    And a source file "src/later.ts" defining "laterLedgerSymbol" appears in the repository "born"
    When the birth ceremony runs for the repository "born"
    Then the ceremony is refused with "birth_destination_not_empty" or "birth_root_overlaps_bound_root"
    When the HTTP owner serves the repository "app"
    Then a search for "bornLedgerSymbol" from the root of the repository "born" as caller root finds it in "src/foreign.ts" over MCP and over REST
    And a search for "laterLedgerSymbol" from the root of the repository "born" as caller root finds nothing over MCP or REST

  @clause:BIRTH-EMPTYSCAN-1
  Scenario: a root whose scan finds nothing is refused and keeps nothing, so it can be born once source appears
    Given an empty repository "hollow"
    When the birth ceremony runs for the repository "hollow"
    Then the ceremony is refused with "birth_produced_empty_graph"
    When a source file "src/ledger.ts" defining "hollowLedgerSymbol" appears in the repository "hollow"
    And the birth ceremony runs for the repository "hollow"
    Then the ceremony exits 0 and prints one receipt: the repository "hollow", origin "human-cli", a brain id and a node count

  @clause:ACCEPT-7 @clause:BIRTH-FLIGHT-1 @needs:seams
  Scenario: a second ceremony while the first is held at "birth.scan" is refused, and the first completes
    Given another repository "twin" defining the symbol "twinLedgerSymbol"
    When a birth ceremony for the repository "born" is held at the seam "birth.scan"
    And the birth ceremony runs for the repository "twin"
    Then the ceremony is refused with "birth_in_flight"
    When the seam "birth.scan" is released
    Then the held ceremony exits 0 and prints its receipt for the repository "born"
