@needs:http @needs:presence
Feature: Each agent working on a brain is one presence, kept by its own calls
  Seed 004, the record and the beat: every tool call that names an agent keeps that agent's presence on the brain
  the call reached, one per agent and brain whatever the door, updated in place rather than duplicated. The roster
  is judged through GET /api/presences and /api/health, never through the files behind it.

  Background:
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"

  @clause:PRES-ID-1 @clause:PRES-RECORD-1
  Scenario: two sessions of one agent are one presence; another agent is another presence
    When the agent "alpha" searches "greetVisitor" over MCP
    And the agent "alpha" searches "greetVisitor" over REST from the repository "app"
    And the agent "beta" searches "greetVisitor" over REST from the repository "app"
    Then the roster lists exactly the agents "alpha" and "beta" on the brain "app", each once with its own prs_ id

  @clause:PRES-BEAT-1
  Scenario Outline: a call naming an agent over <door> keeps its presence on the brain it reached, from the caller's root
    When the agent "alpha" searches "greetVisitor" over <door> from the repository "app"
    Then the roster lists exactly the agent "alpha" on the brain "app", reached from the repository "app"

    Examples:
      | door |
      | MCP  |
      | REST |

  @clause:PRES-BEAT-1
  Scenario: calls naming no agent invent no presence
    When a search for "greetVisitor" naming no agent is made over MCP and over REST
    Then the roster is empty and names no collision

  @clause:PRES-ID-1
  Scenario: the presence id of an agent on a brain survives the owner's restart
    Given the agent "alpha" searches "greetVisitor" over MCP
    And the presence id of "alpha" is remembered
    When the HTTP owner of "app" is stopped and serves the repository "app" again
    And the agent "alpha" searches "greetVisitor" over REST from the repository "app"
    Then the presence id of "alpha" is the one remembered

  @clause:PRES-HEALTH-1
  Scenario: /api/health carries the owner-wide roster and its collisions beside the graph
    When the agent "alpha" searches "greetVisitor" over MCP
    And the agent "beta" searches "greetVisitor" over REST from the repository "app"
    Then /api/health carries a presences block listing exactly "alpha" and "beta", with the collisions /api/presences serves
