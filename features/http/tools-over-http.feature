@needs:http
Feature: The HTTP owner answers from exactly the granted graph, over MCP and the REST tool door
  Seed 000, "Authenticated HTTP follow-up" (the real-binary transport battery): an initialized MCP HTTP session
  retrieves a fixture symbol on its first tool call; the persisted snapshot and the complete root set equal the
  grant; a sibling root present only in the caller header and a tool payload is not granted.

  Background:
    Given the sample repository "app"
    And another repository "other" defining the symbol "foreignLedgerSymbol"
    And the HTTP owner serves the repository "app"

  @clause:HTTP-SESSION-1
  Scenario: initialize mints a session that later requests carry
    Then MCP over HTTP mints a session on initialize and answers requests by that session only

  @clause:HTTP-FIRSTCALL-1 @clause:HYG-ISERROR-1
  Scenario: the first tool call of a new session finds a fixture symbol without any ingest
    Then the first tool call of a new MCP session finds "greetVisitor" in "src/greeter.ts"

  @clause:HTTP-REST-1
  Scenario: the REST tool door answers a tool call exactly as an MCP session does
    Then the REST door answers a search for "ParseManifest" exactly as an MCP session does
    And the REST door answers a search for "compute_checksum" exactly as an MCP session does

  @clause:HTTP-SNAPSHOT-1
  Scenario: the persisted snapshot and its complete root set are exactly the grant
    Then the persisted root set is exactly the repository "app"
    And the persisted snapshot holds "ParseManifest" from the repository "app"
    And every persisted node belongs to the repository "app"
    And health over HTTP reports the root set exactly the repository "app"

  @clause:HTTP-SIBLING-1
  Scenario: a sibling root named only as caller root and in tool payloads is never granted
    Then searching "foreignLedgerSymbol" with the repository "other" as caller root, scope and path finds nothing over MCP or REST
    And searching "greetVisitor" with the repository "app" as caller root, scope and path finds it in "src/greeter.ts" over MCP and REST
    And a refresh of the repository "other" asked with it as caller root is not granted
    And a refresh of the repository "app" asked with it as caller root succeeds
    And health over HTTP reports the root set exactly the repository "app"
    And the persisted root set is exactly the repository "app"
    And the persisted snapshot holds nothing from the repository "other"
    And the persisted snapshot holds "greetVisitor" from the repository "app"
