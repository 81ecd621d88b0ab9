@needs:http
Feature: A refresh never runs twice at once and never changes the root set
  Seed 002, SPEC-1c and SPEC-1d: a second refresh of the same canonical root while one is in flight is
  refused, and a rescan that would change the root set aborts with nothing mutated. Both refusals are
  journaled and change nothing else.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And another repository "other" defining the symbol "foreignLedgerSymbol"
    And the HTTP owner serves the repository "app"
    And the caller root is the root of the repository "app"

  @clause:REFRESH-INFLIGHT-1 @clause:REFRESH-JOURNAL-2 @needs:seams @needs:snapshot-layout
  Scenario: a second refresh while the first is held at "refresh.scan" is refused
    When a refresh of the caller's own root starts and is held at the seam "refresh.scan"
    And a refresh of the caller's own root is asked over MCP and over REST
    Then every answer is refused with "refresh_in_flight" and the refusals are byte-identical
    And the graph, the root set, the runtime apart from its journal and the sources are unchanged
    And the journal gained one refusal with "refresh_in_flight" per answer
    When the seam "refresh.scan" is released
    Then the held refresh refreshed exactly the repository "app"

  @clause:REFRESH-ROOTS-1 @clause:REFRESH-JOURNAL-2 @needs:snapshot-layout
  Scenario: a declared root that became a link to another repository would change the root set
    When the repository "app" is replaced by a symbolic link to the repository "other" while the owner serves
    And a refresh of the caller's own root is asked over MCP and over REST
    Then every answer is refused with "refresh_would_change_roots" and the refusals are byte-identical
    And the graph, the root set, the runtime apart from its journal and the sources are unchanged
    And the journal gained one refusal with "refresh_would_change_roots" per answer
    When the repository is put back in place
    And a refresh of the caller's own root is asked over MCP and over REST
    Then every answer refreshed exactly the repository "app"
    And the persisted root set is exactly the repository "app"
