@needs:http @needs:presence @needs:seams
Feature: A presence silent for more than two minutes disappears rather than lies
  Seed 004, staleness: a presence whose last beat is older than its two-minute TTL is left out of the roster at
  read; the agent's next call brings it back. Time moves on the seam protocol's test clock, never by sleeping.

  Background:
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"

  @clause:PRES-TTL-1
  Scenario: at two minutes the agent is still listed; past them the roster forgets it, and its next call brings it back
    Given the test clock reads "2030-01-01T00:00:00Z"
    And the agent "alpha" searches "greetVisitor" over MCP from the repository "app"
    When the test clock reads "2030-01-01T00:02:00Z"
    Then the roster lists exactly the agent "alpha" on the brain "app", reached from the repository "app"
    When the test clock reads "2030-01-01T00:02:01Z"
    Then the roster is empty and names no collision
    When the agent "alpha" searches "greetVisitor" over REST from the repository "app"
    Then the roster lists exactly the agent "alpha" on the brain "app", reached from the repository "app"
