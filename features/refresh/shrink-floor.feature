@needs:http
Feature: A refresh that would shrink the graph below 60% of its nodes is refused, exactly at the boundary
  Seed 002, SPEC-1e and §5 acceptance 5: the refresh is computed as a candidate first; below the ratified
  60% floor of the live node count it is refused, naming both counts, and nothing is mutated. The boundary is
  exact: the counts are read independently from the persisted snapshot.

  Background:
    Given a repository "wide" of 60 text notes and 20 one-function source files
    And the HTTP owner serves the repository "wide"
    And the caller root is the root of the repository "wide"

  @clause:ACCEPT-5 @clause:REFRESH-SHRINK-1 @clause:REFRESH-UNCHANGED-1
  Scenario: a candidate just below 60% of the live nodes is refused, naming both counts
    When whole files of the repository "wide" are deleted until a rescan holds the largest node count below 60% of the live graph
    And a refresh of the caller's own root is asked over MCP and over REST
    Then every answer is refused with "refresh_would_shrink_graph" and the refusals are byte-identical
    And the refusal names the live and the candidate node counts the persisted snapshot gives
    And the graph, the root set and the sources are unchanged as health, search and the persisted snapshot show them

  @clause:ACCEPT-5 @clause:REFRESH-JOURNAL-2 @needs:snapshot-layout
  Scenario: a shrink refusal is journaled, and the journal is all it writes
    When whole files of the repository "wide" are deleted until a rescan holds the largest node count below 60% of the live graph
    And a refresh of the caller's own root is asked over MCP and over REST
    Then every answer is refused with "refresh_would_shrink_graph" and the refusals are byte-identical
    And the graph, the root set, the runtime apart from its journal and the sources are unchanged
    And the journal gained one refusal with "refresh_would_shrink_graph" per answer

  @clause:REFRESH-SHRINK-1
  Scenario: a candidate at exactly 60% of the live nodes is accepted
    When whole files of the repository "wide" are deleted until a rescan holds the smallest node count at 60% of the live graph
    And a refresh of the caller's own root is asked over MCP
    Then every answer refreshed exactly the repository "wide"
    And the persisted snapshot holds exactly the candidate's node count
