@needs:http @needs:presence
Feature: The roster's surfaces: /api/presences, the cockpit's presences slot and its budget
  Seed 004, the surfaces: GET /api/presences answers {presences, collisions} owner-wide, or one brain's roster with
  the brain it served echoed; a brain it does not serve is a 404 naming it; the route is bearer-protected and
  answers only GET. The cockpit's presences slot is one root line scoped to this brain and a drill of at most six
  rows, the root and the drill each within 800 tokens counted as characters / 4.

  Background:
    Given the sample repository "app"
    And another repository "other" defining the symbol "foreignLedgerSymbol"
    And the HTTP owner serves the repository "app"

  @clause:PRES-API-1
  Scenario: the roster of the served brain, named by any spelling of its root, echoes the canonical root
    When the agent "alpha" searches "greetVisitor" over MCP
    Then GET /api/presences for the brain spelled "{repo:app}/src/.." lists exactly "alpha" and echoes the root of "app"

  @clause:PRES-API-2
  Scenario Outline: a brain the owner does not serve is a 404 naming it: <brain>
    When the agent "alpha" searches "greetVisitor" over MCP
    Then GET /api/presences for the brain spelled "<brain>" is a 404 naming it

    Examples:
      | brain                 |
      | {repo:other}          |
      | /no/such/brain        |
      | relative/brain        |

  @clause:PRES-API-3
  Scenario: /api/presences answers only GET, and only with the bearer
    Then /api/presences answers 405 to POST, PUT and DELETE, 401 without the bearer, and its contract to GET

  @clause:PRES-COCKPIT-1 @clause:PRES-COCKPIT-2
  Scenario: eight agents on the brain: the drill shows six rows and counts two more, within the budget
    When the agents a1 to a8 each search "greetVisitor" over REST
    Then the cockpit over MCP shows 6 presence rows with 2 more, within the budget
