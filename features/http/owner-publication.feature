@needs:http
Feature: The HTTP owner prepares the grant before it publishes its loopback address
  Seed 000, "Authenticated HTTP follow-up": authority, the bearer and the listener are ready first; discovery
  stays unpublished while the shared exact-root preparation runs; only a successful preparation publishes the
  listener's effective address, and a failed one leaves no endpoint to attach to or withdraw.

  Background:
    Given the sample repository "app"

  @clause:HTTP-PORT-1 @platform:linux
  Scenario: the owner publishes exactly the loopback port it listens on
    When the HTTP owner starts with the repository "app" granted on a dynamically chosen loopback port
    Then the HTTP owner is ready
    And the one socket it listens on is a loopback port that its registry record and its serving line both name

  @clause:HTTP-PUBLISH-1 @clause:HTTP-ADMIT-1 @platform:linux
  Scenario: a client that reaches the owner while it prepares, or the moment it is discoverable, meets only the whole graph
    Given a repository "wide" of 400 source files, the last one defining "needleSymbol"
    When the HTTP owner starts with the repository "wide" granted
    And a client keeps asking the owner's loopback listener for health until the owner's registry record appears
    Then every answer before the record appeared refused the request or came from the whole prepared graph
    And the first answer at the published address came from the whole prepared graph of the repository "wide"
    And the first tool call of a new MCP session finds "needleSymbol" in "src/wide/part0400.ts"

  @clause:HTTP-PUBLISH-1 @clause:HTTP-ADMIT-1 @clause:HTTP-ORDER-1 @needs:seams @platform:linux
  Scenario Outline: while preparation is paused at "<seam>" no endpoint is discoverable
    Given the seam "<seam>" will hold whoever reaches it
    When the HTTP owner starts with the repository "app" granted
    Then the HTTP owner pauses at "<seam>" while already listening on loopback
    And the instance registry holds no instance
    And the listener refuses requests without the bearer and admits none with it
    When the seam "<seam>" is released
    Then the registry publishes exactly the address the owner was listening on

    Examples:
      | seam               |
      | http.prepare       |
      | http.actor_started |

  @clause:HTTP-PREPFAIL-1 @clause:HTTP-PREPFAIL-2
  Scenario: a preparation that finds nothing to index leaves no owner, no listener and no hold on the runtime
    Given an empty repository "blank"
    When the HTTP owner starts with the repository "blank" granted on a loopback port chosen for it
    Then the HTTP owner's startup is refused with "launcher_workspace_produced_empty_graph"
    And the instance registry holds no instance
    And nothing listens on the owner's port any more
    When a source file "src/recovered.ts" defining "recoveredSymbol" appears in the repository "blank"
    And the HTTP owner starts again with the repository "blank" granted
    Then the HTTP owner is ready
    And the first tool call of a new MCP session finds "recoveredSymbol" in "src/recovered.ts"
    And health over HTTP reports the root set exactly the repository "blank"

  @clause:HTTP-PREPFAIL-1 @clause:HTTP-PREPFAIL-2 @needs:seams @platform:linux
  Scenario: a preparation failure after the actor started leaves no discoverable owner behind
    Given the seam "http.prepare" will hold whoever reaches it
    And the seam "http.actor_started" will fail whoever reaches it
    When the HTTP owner starts with the repository "app" granted
    Then the HTTP owner pauses at "http.prepare" while already listening on loopback
    When the seam "http.prepare" is released
    Then the HTTP owner's startup is refused with "injected_fault"
    And the instance registry holds no instance
    And nothing listens on the owner's port any more
    When the HTTP owner starts again with the repository "app" granted and no fault injected
    Then the HTTP owner is ready
    And health over HTTP reports the root set exactly the repository "app"

  @clause:HTTP-PREPFAIL-1 @clause:HTTP-PREPFAIL-2 @needs:seams
  Scenario: a preparation failure before the scan leaves no discoverable owner behind
    Given the seam "http.prepare" will fail whoever reaches it
    When the HTTP owner starts with the repository "app" granted
    Then the HTTP owner's startup is refused with "injected_fault"
    And the instance registry holds no instance
    And nothing was created or changed
    When the HTTP owner starts again with the repository "app" granted and no fault injected
    Then the HTTP owner is ready

  @clause:HTTP-CONFLICT-1 @clause:HTTP-POLICY-1
  Scenario: a runtime prepared for another repository refuses the HTTP owner and keeps that repository's graph
    Given another repository "other" defining the symbol "foreignLedgerSymbol"
    And the HTTP owner has prepared the repository "other" and stopped cleanly
    When the HTTP owner starts again with the repository "app" granted
    Then the HTTP owner's startup is refused with "launcher_workspace_conflicts_with_bound_graph"
    And nothing was created or changed
    When the HTTP owner starts again with the repository "other" granted
    Then the HTTP owner is ready
    And the first tool call of a new MCP session finds "foreignLedgerSymbol" in "src/foreign.ts"
    And health over HTTP reports the root set exactly the repository "other"

  @clause:HTTP-CONFLICT-1 @clause:HTTP-POLICY-1 @needs:snapshot-layout
  Scenario: a runtime seeded as bound to another repository refuses the HTTP owner and keeps its graph
    Given another repository "other" defining the symbol "foreignLedgerSymbol"
    And a runtime bound to the repository "other" holding its symbols
    When the HTTP owner starts with the repository "app" granted
    Then the HTTP owner's startup is refused with "launcher_workspace_conflicts_with_bound_graph"
    And the persisted snapshot and root set are as they were before the start
    And nothing was created or changed

  @clause:HTTP-POLICY-1
  Scenario Outline: the HTTP owner refuses a runtime exactly as stdio does
    Given <runtime class>
    When the HTTP owner starts with the repository "app" granted
    Then the HTTP owner's startup is refused with "<code>"

    Examples:
      | runtime class                                  | code                                         |
      | no runtime directory is given                  | launcher_workspace_requires_explicit_runtime |
      | the runtime directory is writable by its group | launcher_workspace_runtime_not_private       |
      | a runtime directory that does not exist        | launcher_workspace_runtime_missing           |

  @clause:HTTP-BIND-1
  Scenario Outline: a bind address other than loopback is refused
    When the HTTP owner starts with the repository "app" granted on the address "<address>"
    Then the HTTP owner's startup is refused with "http_bind_not_loopback"
    And nothing was created or changed

    Examples:
      | address |
      | 0.0.0.0 |
      | ::      |

  @clause:HTTP-STOP-1 @clause:HTTP-HYGIENE-1 @platform:linux
  Scenario: SIGTERM checkpoints, withdraws the published address and exits cleanly
    When the HTTP owner starts with the repository "app" granted
    Then the HTTP owner is ready
    When the HTTP owner receives SIGTERM
    Then the HTTP owner exits with status 0 after its checkpoint ACK
    And the instance registry holds no instance
    And nothing listens on the owner's port any more
    And the persisted root set is exactly the repository "app"
