@needs:http
Feature: A refresh never runs twice at once and never changes the root set
  Seed 002, SPEC-1c and SPEC-1d: a second refresh of the same canonical root, however it is spelled, while one is
  in flight is refused, and a rescan that would change the root set aborts with nothing mutated. Both refusals
  change nothing a client can see; where the kit's layout can be read, they are journaled and write nothing else.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And another repository "other" defining the symbol "foreignLedgerSymbol"
    And the HTTP owner serves the repository "app"
    And the caller root is the root of the repository "app"

  @clause:REFRESH-INFLIGHT-1 @clause:REFRESH-UNCHANGED-1 @needs:seams
  Scenario: a second refresh while the first is held at "refresh.scan" is refused
    When a refresh of the caller's own root starts and is held at the seam "refresh.scan"
    And a refresh of the caller's own root is asked over MCP and over REST
    Then every answer is refused with "refresh_in_flight" and the refusals are byte-identical
    And the graph, the root set and the sources are unchanged as health, search and the persisted snapshot show them
    When the seam "refresh.scan" is released
    Then the held refresh refreshed exactly the repository "app"

  @clause:REFRESH-INFLIGHT-1 @clause:REFRESH-ALIAS-1 @needs:seams
  Scenario Outline: a second refresh naming the root as <spelling> while the first is held is refused
    When a refresh of the caller's own root starts and is held at the seam "refresh.scan"
    And a refresh naming <spelling> of the repository "app" as its path is asked over MCP and over REST
    Then every answer is refused with "refresh_in_flight" and the refusals are byte-identical
    When the seam "refresh.scan" is released
    Then the held refresh refreshed exactly the repository "app"

    Examples: other spellings of the same canonical root
      | spelling                                    |
      | its path spelled through a symlinked parent |
      | its subdirectory "m1nd-ui", then ".."       |

  @clause:REFRESH-JOURNAL-2 @needs:seams @needs:snapshot-layout
  Scenario: a refresh refused while another is in flight is journaled, and the journal is all it writes
    When a refresh of the caller's own root starts and is held at the seam "refresh.scan"
    And a refresh of the caller's own root is asked over MCP and over REST
    Then every answer is refused with "refresh_in_flight" and the refusals are byte-identical
    And the graph, the root set, the runtime apart from its journal and the sources are unchanged
    And the journal gained one refusal with "refresh_in_flight" per answer
    When the seam "refresh.scan" is released
    Then the held refresh refreshed exactly the repository "app"

  @clause:REFRESH-ROOTS-1 @clause:REFRESH-UNCHANGED-1
  Scenario: a declared root that became a link to another repository would change the root set
    When the repository "app" is replaced by a symbolic link to the repository "other" while the owner serves
    And a refresh of the caller's own root is asked over MCP and over REST
    Then every answer is refused with "refresh_would_change_roots" and the refusals are byte-identical
    And the graph, the root set and the sources are unchanged as health, search and the persisted snapshot show them
    When the repository is put back in place
    And a refresh of the caller's own root is asked over MCP and over REST
    Then every answer refreshed exactly the repository "app"
    And the persisted root set is exactly the repository "app"

  @clause:REFRESH-JOURNAL-2 @needs:snapshot-layout
  Scenario: a refusal to change the root set is journaled, and the journal is all it writes
    When the repository "app" is replaced by a symbolic link to the repository "other" while the owner serves
    And a refresh of the caller's own root is asked over MCP and over REST
    Then every answer is refused with "refresh_would_change_roots" and the refusals are byte-identical
    And the graph, the root set, the runtime apart from its journal and the sources are unchanged
    And the journal gained one refusal with "refresh_would_change_roots" per answer
