@needs:stdio
Feature: The read tools a code graph exists for answer from the granted graph
  Seed 001 lists glob, view, orient, impact, trace, why, missing, drift and activate among the runtime's tools and
  says nothing more of them: the kit holds each to known answers on a repository whose imports are known, asked
  over MCP as an agent would ask, and to refusals that name the argument at fault.

  Background:
    Given a repository "chain" whose imports form known chains
    And another repository "other" defining the symbol "foreignSymbol"
    When the server starts with the repository "chain" granted
    Then the server is ready

  @clause:GRAPH-TOOL-GLOB-1
  Scenario: glob lists the granted files a pattern matches, and nothing outside the grant
    Then glob "src/*.ts" lists exactly "src/a.ts, src/b.ts, src/c.ts, src/d.ts, src/lonely.ts"
    And glob "*.py" lists exactly "tools/__init__.py, tools/report.py, tools/run.py"
    And glob "src/{a,c}.ts" lists exactly "src/a.ts, src/c.ts"
    And the tool glob called with '{"pattern":"{repo:other}/**"}' is refused naming "pattern"
    And the tool glob called with '{}' is refused naming "pattern"

  @clause:GRAPH-TOOL-VIEW-1 @clause:GRAPH-TOOL-VIEW-2 @clause:GRAPH-TOOL-VIEW-3
  Scenario: view shows a file's lines inside the grant and refuses every path that leaves it
    Given the repository "chain" holds a link "src/escape.ts" to the file "src/foreign.ts" of the repository "other"
    Then viewing "src/c.ts" lines 2 to 3 shows "run(): string { | return 'core';"
    And the tool view called with '{"file_path":"../other/src/foreign.ts"}' is refused naming "view_outside_grant"
    And the tool view called with '{"file_path":"{repo:other}/src/foreign.ts"}' is refused naming "view_outside_grant"
    And the tool view called with '{"file_path":"src/escape.ts"}' is refused naming "view_outside_grant"
    And the tool view called with '{"file_path":"src/absent.ts"}' is refused naming "view_not_found"
    And the tool view called with '{"file_path":".git/config"}' is refused naming "view_not_served"
    And the tool view called with '{}' is refused naming "file_path"

  @clause:GRAPH-TOOL-ORIENT-1
  Scenario: orient gives the root, the top-level folders and the languages of the graph
    Then orient names the root "chain", the top-level folders "src, tools" and the languages "typescript, python"

  @clause:GRAPH-TOOL-IMPACT-1
  Scenario: impact lists who imports a file, transitively, to the depth asked
    Then the impact of "src/c.ts" reaches exactly "src/b.ts@1, src/d.ts@1, src/a.ts@2"
    And the impact of "src/c.ts" to depth 1 reaches exactly "src/b.ts@1, src/d.ts@1"
    And the impact of "Core" reaches exactly "src/b.ts@1, src/d.ts@1, src/a.ts@2"
    And the impact of "src/lonely.ts" reaches exactly "nothing"
    And the tool impact called with '{}' is refused naming "node_id"
    And the tool impact called with '{"node_id":"noSuchThing"}' is refused naming "node_id"

  @clause:GRAPH-TOOL-TRACE-1
  Scenario: trace follows what a file imports, and names the nodes an error text names
    Then the trace of "src/a.ts" reaches exactly "src/b.ts@1, src/c.ts@2"
    And the trace of "src/c.ts" reaches exactly "nothing"
    And tracing the error text "TypeError: Core is not a constructor at relay (/build/app/src/b.ts:4:10)" names exactly "relay, Core"
    And the tool trace called with '{}' is refused naming "error_text"

  @clause:GRAPH-TOOL-WHY-1
  Scenario: why answers a shortest path between two nodes, or says that none exists
    Then why "start" leads to "Core" through "start, relay, Core"
    And why "lonely" leads to "Core" answers that no path joins them
    And the tool why called with '{"source":"start"}' is refused naming "target"

  @clause:GRAPH-TOOL-MISSING-1
  Scenario: missing lists the imports that name no file of the graph, and never a package or a guess
    Then missing lists exactly "src/d.ts: ./gone.js, tools/run.py: ./absent"

  @clause:GRAPH-TOOL-DRIFT-1
  Scenario: drift tells which files changed, went away or appeared since the checkpoint
    Then drift reports changed "nothing", deleted "nothing" and new "nothing"
    When in the repository "chain" the file "src/b.ts" is edited, "src/lonely.ts" deleted and "src/fresh.ts" added
    Then drift reports changed "src/b.ts", deleted "src/lonely.ts" and new "src/fresh.ts"

  @clause:GRAPH-TOOL-ACTIVATE-1
  Scenario: activate ranks a query's hits and spreads to their neighbours in the graph
    Then activating "Core" ranks "Core" first and reaches its file "src/c.ts"
    And the tool activate called with '{}' is refused naming "query"
