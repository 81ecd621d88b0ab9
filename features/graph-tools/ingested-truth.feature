@needs:stdio
Feature: search serves what was ingested, and am_i_stale and drift judge the bytes on disk
  Seed 001 lists search, am_i_stale and drift; seed 000 has am_i_stale say which files changed since they were
  indexed. The kit holds search to the text the server ingested (never text written on disk afterwards), and holds
  am_i_stale and drift to a file's bytes, so an edit that keeps its size and modification time still counts.

  Background:
    Given a repository "chain" whose imports form known chains
    And the file "src/c.ts" of the repository "chain" was last modified at "2024-01-02T03:04:05Z"
    When the server starts with the repository "chain" granted
    Then the server is ready

  @clause:SEARCH-INGESTED-1 @clause:STALE-CLASSIFY-1
  Scenario: a word written into a file after ingest is not found in it, and the file is stale
    When in the repository "chain" the file "src/b.ts" gains the word "quokkaSentinel"
    Then searching "quokkaSentinel" finds nothing in "src/b.ts"
    And searching "return 'core'" finds it in "src/c.ts"
    When the agent asks whether "src/b.ts" is stale
    Then the answer lists "src/b.ts" as stale only

  @clause:STALE-BYTES-1 @clause:GRAPH-TOOL-DRIFT-1
  Scenario: an edit that keeps a file's size and modification time is still a change
    When in the repository "chain" the file "src/c.ts" is rewritten keeping its size and modification time
    And the agent asks whether "src/c.ts" is stale
    Then the answer lists "src/c.ts" as stale only
    And drift reports changed "src/c.ts", deleted "nothing" and new "nothing"
