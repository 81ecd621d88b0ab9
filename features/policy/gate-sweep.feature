@needs:http
Feature: Every advertised tool meets its floor at the gate, judged on the wire by the kit's routing table
  Seed 001 (tool to semantic-action routing, advertised tools equal routed ones) and seed 002 §1.1 (a gate keyed
  by action that admits above Ordinary only the exact-root refresh): every call of the kit's routing table is
  made over MCP and over REST and judged by that table, never by what the implementation reports of itself.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And another repository "other" defining the symbol "foreignLedgerSymbol"
    And the HTTP owner serves the repository "app"

  @clause:POLICY-GATE-1 @clause:POLICY-DEFAULT-1 @clause:POLICY-UNPROVEN-1 @clause:POLICY-BOOTSTRAP-1 @clause:POLICY-FACT-1 @clause:ACCEPT-1 @clause:ACCEPT-9 @clause:BIRTH-WIRE-1 @clause:BIRTH-ORIGIN-1
  Scenario: every call above the ordinary floor is refused, alike on both doors, and changes nothing
    When every call of the kit's routing table is made over MCP and REST from the repository "app", watching searches for "greetVisitor" and "foreignLedgerSymbol"
    Then every call above the ordinary floor answered its refusal with the same bytes on both doors, on a second call and for every call of the same action
    And no refused call changed the granted trees, the graph's counts and roots, or a watched search

  @clause:POLICY-GATE-1 @clause:REFRESH-FLOOR-1 @clause:POLICY-PURE-1
  Scenario: calls at or below the ordinary floor, and the allowlisted refresh above it, pass the gate
    When every call of the kit's routing table is made over MCP and REST from the repository "app", watching searches for "greetVisitor" and "foreignLedgerSymbol"
    Then every call at or below the ordinary floor, and the allowlisted refresh, passed the gate on both doors

  @clause:POLICY-PARITY-1 @clause:POLICY-ADVERTISED-1 @clause:POLICY-UNKNOWN-1
  Scenario: the advertised tools are exactly the routed ones, and a refused tool stays advertised with its floor
    When every call of the kit's routing table is made over MCP and REST from the repository "app", watching searches for "greetVisitor" and "foreignLedgerSymbol"
    Then the advertised tools are exactly the routed ones: no tool twice, none unknown when called, and every other name of the table, like "conformance_unrouted_probe", unknown on both doors
    And every advertised tool the routing table does not know, called bare, changed neither the granted trees nor the root set
    And the tools "brain_birth" and "edit_commit" are advertised, each naming the floor the routing table gives it

  @clause:POLICY-PARITY-1 @clause:POLICY-GATE-1 @clause:REFRESH-FLOOR-1 @needs:introspection
  Scenario: the implementation's printed routes agree with the routing table and with the wire
    When every call of the kit's routing table is made over MCP and REST from the repository "app", watching searches for "greetVisitor" and "foreignLedgerSymbol"
    Then the printed routes agree with the routing table and with what the gate answered on the wire
