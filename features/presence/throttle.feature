@needs:http @needs:presence @needs:seams @needs:snapshot-layout
Feature: A presence is written at most once per five seconds, and at once when its signal changes
  Seed 004, the beat: the projection counts every call, but the sidecar behind it is written at most once per
  five-second window per presence, unless a declaration or a first observed write changes what a collision hangs
  on. A companion: only the sidecar's bytes show a write, and only the test clock holds time still.

  Background:
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"
    And the test clock reads "2030-01-01T00:00:00Z"
    And the agent "alpha" searches "greetVisitor" over MCP from the repository "app"
    And the sidecar of "alpha" is remembered

  @clause:PRES-BEAT-2
  Scenario: many calls inside the window write nothing more; the first call five seconds on writes them all
    When the agent "alpha" searches "greetVisitor" 5 more times over REST from the repository "app"
    Then the sidecar of "alpha" is as remembered, byte for byte
    When the test clock reads "2030-01-01T00:00:04.999Z"
    And the agent "alpha" searches "greetVisitor" over REST from the repository "app"
    Then the sidecar of "alpha" is as remembered, byte for byte
    When the test clock reads "2030-01-01T00:00:05Z"
    And the agent "alpha" searches "greetVisitor" over REST from the repository "app"
    Then the sidecar of "alpha" was written again, last beaten at "2030-01-01T00:00:05Z" and counting 8 calls

  @clause:PRES-BEAT-2 @clause:PRES-DECLARE-1
  Scenario: a declaration inside the window is written at once
    When the test clock reads "2030-01-01T00:00:01Z"
    And the agent "alpha" declares '{"intent":"mutate"}' on its MCP session
    Then the sidecar of "alpha" was written at once, last beaten at "2030-01-01T00:00:01Z" and carrying the declared intent "mutate"

  @clause:PRES-BEAT-2 @clause:PRES-MUTATION-1
  Scenario: a first observed write inside the window is written at once
    When the test clock reads "2030-01-01T00:00:01Z"
    And the agent "alpha" makes a checkpoint
    Then the sidecar of "alpha" was written at once, last beaten at "2030-01-01T00:00:01Z" and carrying a mutation observed then
