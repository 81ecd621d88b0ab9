@needs:birth @needs:http @needs:presence
Feature: One agent calling two brains of one owner is two presences, one on each brain
  Seed 004, the shape: a presence id is stable per agent and brain, so an agent whose calls reach the development
  brain and a born brain (routed by the caller's root, seed 002) is two presences, each served on its brain's roster.

  Background:
    Given the sample repository "app"
    And another repository "born" defining the symbol "bornLedgerSymbol"
    And the development brain of the repository "app" is prepared
    And the birth ceremony has borne a brain for the repository "born"
    And the HTTP owner serves the repository "app"

  @clause:PRES-ID-1
  Scenario: an agent calling the development brain and a born brain has a presence on each
    When the agent "alpha" searches "greetVisitor" over MCP from the repository "app"
    And the agent "alpha" searches "bornLedgerSymbol" over REST from the repository "born"
    Then the agent "alpha" is one presence on the brain "app" and another on the brain "born", each on its own brain's roster
