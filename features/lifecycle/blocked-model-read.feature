@needs:stdio @needs:model
Feature: A signal or a kill during a blocked model read, judged by the exit and by what the next start serves
  Seed 000, "Public npm CLI and process status" (direct stdio): a SIGTERM during cold bootstrap cancels model
  loading even while the read is blocked; a new runtime still completes its first checkpoint and shuts down with
  the checkpoint ACK, an existing one is refused as "startup cancelled before serving" without an ACK, and no
  owner remains. The model's weights are a pipe nobody writes, so the read blocks for real and the battery sees
  when it began; the verdict is the exit, the documented stderr lines, and the answers of the next start.

  Background:
    Given the sample repository "app"

  @clause:LIFE-SIGTERM-NEW-1 @clause:LIFE-CANCEL-1 @clause:LIFE-EXIT-1 @clause:LIFE-RESTART-1
  Scenario: SIGTERM while a new runtime reads its model ends with the ACK, and the next start serves the first checkpoint
    Given the server runs with a model whose weights never arrive
    When the server starts with the repository "app" granted and blocks reading the model's weights
    And the server receives SIGTERM
    Then the server exits with status 0 within 10 seconds, its last line the checkpoint ACK, without answering initialize
    When the file "src/added-later.ts" of the repository "app" is written after that
    And the model's weights arrive in place
    And the server starts again with the repository "app" granted
    Then the server is ready
    And health reports the root set exactly the repository "app"
    And the search for "greetVisitor" finds it in "src/greeter.ts"
    And the search for "addedLaterSymbol" finds nothing

  @clause:LIFE-SIGTERM-RECOVER-1 @clause:LIFE-CANCEL-1 @clause:LIFE-EXIT-1 @clause:LIFE-RESTART-1
  Scenario: SIGTERM while a recovery reads its model cancels the start without an ACK, and the next start serves the graph as it was
    Given the server has prepared the repository "app" and serves it
    And the file "src/added-later.ts" of the repository "app" is written after that
    And the server's answers about "greetVisitor" and "addedLaterSymbol" are remembered
    And the server has ended cleanly
    And the server runs with a model whose weights never arrive
    When the server starts again with the repository "app" granted and blocks reading the model's weights
    And the server receives SIGTERM
    Then the server exits with status 143 within 10 seconds, its last line the cancelled start, without an ACK or answering initialize
    When the model's weights arrive in place
    And the server starts again with the repository "app" granted
    Then the server is ready
    And the server answers as remembered

  @clause:LIFE-CRASH-1 @clause:LIFE-RESTART-1
  Scenario: kill -9 while a new runtime reads its model leaves a runtime the next start owns, serving the whole graph
    Given the answers a start of the repository "app" gives when it runs to completion are remembered from a copy of the runtime, about "greetVisitor" and "render_report"
    And the server runs with a model whose weights never arrive
    When the server starts with the repository "app" granted and blocks reading the model's weights
    And the server is killed with SIGKILL
    And the model's weights arrive in place
    And the server starts again with the repository "app" granted
    Then the server is ready
    And the server answers as remembered

  @clause:LIFE-CRASH-1 @clause:LIFE-RESTART-1
  Scenario: kill -9 while a recovery reads its model leaves the graph as it was, and the next start owns the runtime
    Given the server has prepared the repository "app" and serves it
    And the file "src/added-later.ts" of the repository "app" is written after that
    And the server's answers about "greetVisitor" and "addedLaterSymbol" are remembered
    And the server has ended cleanly
    And the server runs with a model whose weights never arrive
    When the server starts again with the repository "app" granted and blocks reading the model's weights
    And the server is killed with SIGKILL
    And the model's weights arrive in place
    And the server starts again with the repository "app" granted
    Then the server is ready
    And the server answers as remembered
