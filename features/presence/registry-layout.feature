@needs:http @needs:presence @needs:snapshot-layout
Feature: A broken presence registry never breaks a call, and drops the roster whole
  Seed 004, fail-open: presence is telemetry, so a registry that cannot be written or read changes no tool
  answer and blocks none, and every read surface drops the roster whole rather than serve part of it. A companion:
  it needs the implementation's layout to break the registry (the reference keeps it in registry/presences).

  Background:
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"

  @clause:PRES-FAILOPEN-1 @clause:PRES-UNREADABLE-1
  Scenario: with a plain file where the registry belongs, calls answer as before and the roster is dropped
    Given the agent "alpha" searches "greetVisitor" over MCP
    When a plain file takes the place of the runtime's presence registry
    Then a search for "greetVisitor" by the agent "beta" answers exactly as the same search naming no agent
    And the roster is empty and names no collision
    And north and the cockpit for "alpha" and /api/health still answer

  @clause:PRES-FAILOPEN-1
  Scenario Outline: with <obstacle> at the agent's own sidecar, which cannot be written, its calls answer as before and the roster keeps answering
    Given the agent "alpha" has declared '{"intent":"read"}' over REST from the repository "app", its answer remembered
    And the presence id of "alpha" is remembered
    And the HTTP owner of "app" is stopped
    And <obstacle> takes the place of the sidecar of "alpha"
    When the HTTP owner serves the repository "app"
    Then the same declaration '{"intent":"read"}' by "alpha" from the repository "app" answers exactly as remembered
    And a search for "greetVisitor" by the agent "alpha" answers exactly as the same search naming no agent
    And the roster still answers, listing "alpha" at most once, and so do the cockpit and /api/health

    Examples:
      | obstacle                   |
      | a directory                |

  @clause:PRES-FAILOPEN-2
  Scenario Outline: with <obstacle> at the agent's own sidecar, which cannot be read as a presence, its calls answer as before and the roster keeps answering
    Given the agent "alpha" has declared '{"intent":"read"}' over REST from the repository "app", its answer remembered
    And the presence id of "alpha" is remembered
    And the HTTP owner of "app" is stopped
    And <obstacle> takes the place of the sidecar of "alpha"
    When the HTTP owner serves the repository "app"
    Then the same declaration '{"intent":"read"}' by "alpha" from the repository "app" answers exactly as remembered
    And a search for "greetVisitor" by the agent "alpha" answers exactly as the same search naming no agent
    And the roster still answers, listing "alpha" at most once, and so do the cockpit and /api/health

    Examples:
      | obstacle                   |
      | a FIFO                     |
      | a file that is not JSON    |
      | a record of another schema |
