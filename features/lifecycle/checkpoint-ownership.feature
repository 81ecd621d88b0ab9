@needs:stdio @needs:seams @needs:snapshot-layout
Feature: A final checkpoint that fails keeps the owner until exit and is an error, not a receipt
  Seed 000, "Public npm CLI and process status": a failed checkpoint does not release the live owner on
  teardown; the owner is retained until the process exits and the result is an error, not a shutdown ACK.
  The next start takes the runtime over from the dead process and finds the last durable checkpoint.

  Background:
    Given the sample repository "app"

  @clause:LIFE-CKPT-FAIL-1 @clause:LIFE-RESTART-1
  Scenario Outline: a final checkpoint failing after <ending> exits 1 without an ACK, the owner still recorded
    When the server starts with the repository "app" granted
    Then the server is ready
    When the final checkpoint of the server is made to fail
    And the server is stopped by <ending>
    Then the server exits with status 1 saying its final checkpoint failed and that the owner is retained, without an ACK
    And the owner lock and the instance record still name that server's process
    When the server starts again with the repository "app" granted
    Then the server is ready
    And the search for "greetVisitor" finds it in "src/greeter.ts"
    And the checkpoint pointer names the same checkpoint as before
    When the server's input ends
    Then the server exits with status 0
    And no owner lock remains

    Examples:
      | ending       |
      | end of input |
      | SIGTERM      |
