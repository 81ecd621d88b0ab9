@needs:presence
Feature: Over stdio an agent's calls keep its presence too, and the cockpit shows it
  Seed 004, the beat through every door: a stdio server keeps the presence of an agent its calls name, on the
  granted brain, and its cockpit tool shows this brain's presences in one root line and a capped drill.

  @clause:PRES-BEAT-1 @clause:PRES-COCKPIT-1
  Scenario: an agent's call over stdio shows in the cockpit's presences drill
    Given the sample repository "app"
    And the server starts with the repository "app" granted
    And the server is ready
    When the agent "alpha" searches "greetVisitor" over stdio
    Then the cockpit over stdio shows 1 presence row, the agent "alpha", with nothing more
