@needs:stdio
Feature: The small runtime tools of the list work, or are not advertised
  Seed 001 lists boot_memory, memorize, the background-ingest verbs, edit_preview and the xray verbs among the
  runtime's tools and routes their reads and runtime writes at the ordinary floor: an advertised one must do what
  its name says, keeping memory in the runtime and writing nothing into the granted tree.

  Background:
    Given a repository "chain" whose imports form known chains
    When the server starts with the repository "chain" granted
    Then the server is ready

  @clause:GRAPH-TOOL-MEMORY-1
  Scenario: boot memory and memorize keep what they are given in the runtime
    Then boot memory keeps "conformance" as "the gate sweep ran" until it is deleted
    And memorizing "first note" and then "second note" keeps both

  @clause:GRAPH-TOOL-AUTOINGEST-1
  Scenario: the background ingest verbs answer honestly that none runs
    Then the background ingest tools say that nothing runs and nothing was stopped

  @clause:GRAPH-TOOL-PREVIEW-1
  Scenario: previews answer what a change would be and write nothing into the granted tree
    Then previewing "src/c.ts" rewritten as "export class Core {\n  run(): string {\n    return 'changed';\n  }\n}\n" answers a diff removing "    return 'core';" and adding "    return 'changed';"
    And a dry run of xray_apply tagging "ts" files with "// owner: ledger" plans 5 files and applies none
    And the tool edit_preview called with '{"file":"../other/x.ts","new_content":""}' is refused naming "edit_preview_outside_grant"
