@needs:agent-cli @needs:native-binary @needs:agent-cache-binary @needs:model
Feature: The agent CLI on the real server: one cached runtime per identity, reused across processes, refreshed when warm
  Seed 000, "Public npm CLI and process status": separate CLI processes reuse the runtime of the repository's
  identity (canonical root plus branch and HEAD) with a stable snapshot; another root, branch, HEAD or worktree gets
  its own; a warm runtime is refreshed first, absorbing dirty and non-git edits; relative runtime paths resolve
  from their own caller; sources, including git's branch, HEAD and index, stay as they were. The lane provides
  the server (M1ND_TEST_AGENT_CACHE_BINARY, else the bundled reference) and the model (M1ND_TEST_EMBED_MODEL,
  else the kit's generated one); an implementation without them gets these as reasoned skips.

  Background:
    Given the agent CLI runs the lane's native server with the lane's model

  @clause:AGENT-PREPARE-1 @clause:AGENT-CACHE-1 @clause:AGENT-ISOLATE-1 @clause:AGENT-SOURCE-1 @clause:AGENT-REFRESH-4
  Scenario: two commands share one runtime, and a third on a second root gets its own
    Given the sample repository "app"
    And another repository "other" defining the symbol "foreignLedgerSymbol"
    When the agent CLI runs first-minute on the repository "app" with the query "greetVisitor"
    Then the agent CLI exits with status 0
    And the command prepared its runtime without a refresh
    And the envelope's search finds "greetVisitor" in "src/greeter.ts"
    And the persisted snapshot of the command's runtime holds "greetVisitor" from the repository "app"
    And the persisted root set of the command's runtime is exactly the repository "app"
    And the command's runtime and its snapshot digest are remembered as "first"
    When the agent CLI runs first-minute on the repository "app" with the query "GreetingBook" again
    Then the agent CLI exits with status 0
    And the command refreshed the runtime "first" before anything else, and its snapshot digest is unchanged
    And the envelope's search finds "GreetingBook" in "src/greeter.ts"
    When the agent CLI runs first-minute on the repository "other" with the query "foreignLedgerSymbol"
    Then the agent CLI exits with status 0
    And the envelope's search finds "foreignLedgerSymbol" in "src/foreign.ts"
    And the command's runtime is not the runtime "first"
    And the persisted root set of the command's runtime is exactly the repository "other"
    And the persisted snapshot of the command's runtime holds nothing from the repository "app"
    And the runtime "first" still holds its snapshot and nothing from the repository "other"
    And no command changed the branch, HEAD, index or staged entries of any repository

  @clause:AGENT-RTDIR-2
  Scenario Outline: a relative runtime given as <form> resolves from the command's own directory
    Given the sample repository "app"
    And the folder "work" in the home is the command's directory
    When the agent CLI runs first-minute on the repository "app" with <form> "state/rt"
    Then the agent CLI exits with status 0
    And the runtime the envelope names is "work/state/rt" in the home
    And the persisted root set of the command's runtime is exactly the repository "app"

    Examples:
      | form                |
      | --runtime-dir value |
      | --runtime-dir=value |

  @clause:AGENT-RTDIR-2
  Scenario: a relative runtime in M1ND_MCP_ARGS resolves from the server's directory, the repository
    Given the sample repository "app"
    And the folder "work" in the home is the command's directory
    And M1ND_MCP_ARGS names the runtime "../app-state" relative to the server's directory
    When the agent CLI runs first-minute on the repository "app"
    Then the agent CLI exits with status 0
    And the runtime the envelope names is the folder "app-state" beside the repository "app"
    And the persisted root set of the command's runtime is exactly the repository "app"

  @clause:AGENT-IDENTITY-1 @clause:AGENT-IDENTITY-2 @clause:AGENT-SOURCE-1
  Scenario Outline: a <change> change selects another runtime and leaves the first one as it was
    Given the sample repository "app"
    And the agent CLI ran first-minute on the repository "app" once
    And the command's runtime and its snapshot digest are remembered as "before"
    And the identity manifest of the command's runtime names the repository "app" with its current branch and HEAD
    When the repository "app" moves to a new <change>
    And the agent CLI runs first-minute on the repository "app" with the query "greetVisitor"
    Then the agent CLI exits with status 0
    And the command's runtime is not the runtime "before"
    And the command prepared its runtime without a refresh
    And the identity manifest of the command's runtime names the repository "app" with its current branch and HEAD
    And the runtime "before" is byte-for-byte as it was
    And no command changed the branch, HEAD, index or staged entries of any repository

    Examples:
      | change |
      | HEAD   |
      | branch |

  @clause:AGENT-IDENTITY-4
  Scenario: two worktrees of one git directory never share a runtime
    Given the sample repository "app"
    And a second worktree "app-wt" of the repository "app"
    When the agent CLI runs first-minute on the repository "app"
    And the command's runtime and its snapshot digest are remembered as "main worktree"
    And the agent CLI runs first-minute on the repository "app-wt"
    Then the agent CLI exits with status 0
    And the command's runtime is not the runtime "main worktree"
    And the persisted root set of the command's runtime is exactly the repository "app-wt"

  @clause:AGENT-REFRESH-1 @clause:AGENT-REFRESH-3 @clause:AGENT-SOURCE-1
  Scenario Outline: an edit to a <kind> repository without a branch or HEAD change is absorbed by the warm runtime
    Given a <kind> repository "app" whose file "src/ledger.ts" defines "oldLedgerTotal" and whose file "src/gone.ts" defines "goneLedgerHelper"
    And the agent CLI ran first-minute on the repository "app" once
    And the command's runtime and its snapshot digest are remembered as "before"
    When the file "src/ledger.ts" of the repository "app" now defines "newLedgerTotal" instead
    And the file "src/gone.ts" of the repository "app" is removed
    And the file "README.md" of the repository "app" is saved again without a change, so git's stat cache is stale
    And the agent CLI runs first-minute on the repository "app" with the query "newLedgerTotal"
    Then the agent CLI exits with status 0
    And the command refreshed the runtime "before" before anything else
    And the envelope's search finds "newLedgerTotal" in "src/ledger.ts"
    And the persisted snapshot of the command's runtime holds "newLedgerTotal" from the repository "app"
    And the persisted snapshot of the command's runtime holds no "oldLedgerTotal" and nothing from "src/gone.ts"
    And the persisted root set of the command's runtime is exactly the repository "app"
    And no command changed the branch, HEAD, index or staged entries of any repository

    Examples:
      | kind    |
      | git     |
      | non-git |

  @clause:AGENT-STALE-1 @clause:STALE-UNKNOWN-1
  Scenario: am-i-stale through the CLI calls a never-ingested file unknown and never says fresh
    Given the sample repository "app"
    And the agent CLI ran first-minute on the repository "app" once
    And the file "src/added-later.ts" of the repository "app" is written after that
    When the agent CLI asks am-i-stale on the repository "app" about "src/added-later.ts"
    Then the agent CLI exits with status 0
    And the envelope lists "src/added-later.ts" as unknown and nothing as fresh
    And the envelope's staleness summary does not call the answer fresh

  @clause:AGENT-BIRTH-1 @needs:birth
  Scenario: init --birth reports the birth receipt in the envelope, and a refused birth as ok:false
    Given the sample repository "app"
    And another repository "newborn" defining the symbol "newbornLedgerSymbol"
    And the agent CLI ran first-minute on the repository "app" once
    When the agent CLI runs init --birth on the repository "newborn" with the runtime of the repository "app"
    Then the agent CLI exits with status 0
    And the envelope's birth receipt names the repository "newborn" with a brain id and nodes
    When the agent CLI runs init --birth on the repository "app" with the runtime of the repository "app"
    Then the agent CLI exits with status 1
    And the envelope's birth refusal is "birth_root_overlaps_bound_root"

  @clause:AGENT-IDENTITY-3
  Scenario Outline: a runtime holding <state> is refused and left byte for byte as it was
    Given the sample repository "app"
    And another repository "other" defining the symbol "foreignLedgerSymbol"
    And the agent CLI ran first-minute on the repository "app" once
    And the command's runtime now holds <state>
    When the agent CLI runs first-minute on the repository "app" again
    Then the agent CLI exits with status 1
    And the envelope fails with "<code>"
    And the runtime "planted" is byte-for-byte as it was

    Examples:
      | state                                          | code                               |
      | populated state without an identity manifest   | M1ND_AGENT_CACHE_UNLABELLED        |
      | a malformed identity manifest                  | M1ND_AGENT_CACHE_UNREADABLE        |
      | the identity manifest of the repository "other" | M1ND_AGENT_CACHE_IDENTITY_MISMATCH |

  @clause:AGENT-ATTACH-1 @needs:http
  Scenario: a served HTTP owner of the repository wins: the command attaches to it and creates no runtime of its own
    Given the sample repository "app"
    And the HTTP owner starts with the repository "app" granted and no token from its launcher
    And the HTTP owner is ready
    And the agent CLI discovers served owners in the HTTP owner's registry
    When the agent CLI runs first-minute on the repository "app" with the query "greetVisitor"
    Then the agent CLI exits with status 0
    And the envelope's search finds "greetVisitor" in "src/greeter.ts"
    And the envelope names the HTTP owner's runtime and the cache holds no runtime
