@needs:http
Feature: The generic dispatch gate refuses by action, with stable bytes, at MCP and REST
  Seed 001 (tool -> semantic-action routing) and seed 002 §1.1 with §5 acceptance 1 and 9: the gate is keyed
  by the classified action; everything above Ordinary is refused with stable bytes naming the action and its
  floor, except the allowlisted refresh. Routing is fail-closed: no fallback to a weaker action, no unknown
  tool, no trusted fact from user JSON, `project_root` selects bootstrap, and prefixed names route like bare
  ones. Stable bytes are the implementation's own refusal texts when its adapter brings them.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And another repository "other" defining the symbol "foreignLedgerSymbol"
    And the HTTP owner serves the repository "app"

  @clause:ACCEPT-1 @clause:POLICY-GATE-1 @clause:POLICY-DEFAULT-1
  Scenario Outline: a replace keeps today's refusal bytes, foreign root or not
    Then ingest <arguments> from the repository "app" is refused over MCP and REST with the golden "graph.ingest.replace"
    And the persisted root set is exactly the repository "app"
    And the persisted snapshot holds nothing from the repository "other"

    Examples:
      | arguments                                |
      | {"mode":"replace","path":"{repo:other}"} |
      | {"path":"{repo:other}"}                  |
      | {"mode":"replace","path":"{repo:app}"}   |

  @clause:ACCEPT-9 @clause:POLICY-GATE-1 @clause:POLICY-UNPROVEN-1
  Scenario Outline: the refusal of "<golden>" keeps its bytes now that refresh is allowlisted
    Then <tool> <arguments> from the repository "app" is refused over MCP and REST with the golden "<golden>"
    And the persisted root set is exactly the repository "app"

    Examples:
      | tool        | arguments                                                | golden                      |
      | edit_commit | {"file":"src/greeter.ts","agent_id":"conformance"}       | source.edit.commit          |
      | ingest      | {"mode":"merge","path":"{repo:app}"}                     | graph.ingest.merge_existing |
      | ingest      | {"mode":"merge","path":"{repo:other}"}                   | graph.ingest.merge_existing |

  @clause:POLICY-FACT-1
  Scenario: a trusted owner fact claimed in the arguments grants nothing
    Then ingest {"mode":"merge","ingest_changes_roots":false,"path":"{repo:app}"} from the repository "app" is refused over MCP and REST with the golden "graph.ingest.merge_existing"
    And ingest answers {"mode":"merge","ingest_changes_roots":false} and {"mode":"merge"} from the repository "app" alike over MCP and REST

  @clause:POLICY-BOOTSTRAP-1
  Scenario: a project_root selects bootstrap even when mode asks an exact caller's refresh
    Then ingest {"mode":"refresh","project_root":"{repo:app}"} from the repository "app" is refused over MCP and REST with the golden "brain.bootstrap"
    And ingest {"mode":"refresh","project_root":"{repo:other}"} from the repository "app" is refused over MCP and REST with the golden "brain.bootstrap"
    And the persisted root set is exactly the repository "app"

  @clause:POLICY-SELECTOR-1
  Scenario: a selector value the route does not know is refused, never run as a weaker action
    Then these calls from the repository "app" are refused over MCP and REST, each naming what its route does not know, alike on both doors and changing nothing:
      | tool                  | arguments                              | named   |
      | ingest                | {"mode":"mystery","path":"{repo:app}"} | mystery |
      | ingest                | {"mode":7}                             | mode    |
      | persist               | {"action":"explode"}                   | explode |
      | persist               | {}                                     | action  |
      | boot_memory           | {"action":"mystery"}                   | mystery |
      | xray_apply            | {"mode":"mystery"}                     | mystery |
      | xray_retag            | {"mode":"mystery"}                     | mystery |
      | xray_paint            | {"mode":"mystery"}                     | mystery |
      | system_blocks_archive | {"mode":"mystery"}                     | mystery |
      | system_blocks_archive | {}                                     | mode    |
      | candidate_lease       | {"action":"mystery"}                   | mystery |
      | ingest                | {"project_root":42}                    | project_root |
      | xray_apply            | {"mode":5}                             | mode    |
      | boot_memory           | {"action":true}                        | action  |

  @clause:POLICY-UNKNOWN-1
  Scenario: a tool name nothing routes is refused as unknown, whatever its spelling
    Then the tools "mystery_tool", "m1nd.mystery_tool", "m1nd_mystery_tool" and "ingest_replace" from the repository "app" are refused over MCP and REST as unknown tools, changing nothing

  @clause:POLICY-PREFIX-1
  Scenario Outline: "m1nd.<tool>" and "m1nd_<tool>" route exactly like "<tool>"
    Then the spellings "<tool>", "m1nd.<tool>" and "m1nd_<tool>" answer <arguments> from the repository "app" alike over MCP and REST

    Examples:
      | tool        | arguments                                  |
      | north       | {"task":"find the greeter"}                |
      | search      | {"query":"greetVisitor"}                   |
      | edit_commit | {"file":"src/greeter.ts"}                  |
      | ingest      | {"mode":"replace","path":"{repo:other}"}   |
      | ingest      | {"mode":"mystery"}                         |
