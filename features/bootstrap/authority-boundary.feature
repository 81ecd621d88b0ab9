@needs:stdio
Feature: Only the launcher's grant decides what is prepared
  Seed 000, "Authority boundary": tool arguments, query text, scope, README content, the current directory,
  editor aliases and request metadata cannot extend the saved root. Automatic preparation creates no human
  origin, runs no birth ceremony and leaves the generic ingest floor where it was.

  Background:
    Given the sample repository "app"
    And another repository "other" defining the symbol "foreignLedgerSymbol"

  @clause:AUTH-GRANT-1 @clause:HYG-ISERROR-1
  Scenario: a search scoped to another repository does not reach it
    When the server starts with the repository "app" granted
    Then the server is ready
    And a search for "foreignLedgerSymbol" scoped to the repository "other" finds nothing
    And a search for "greetVisitor" scoped to the repository "app" finds it in "src/greeter.ts"
    And health reports the root set exactly the repository "app"
    And the persisted snapshot holds nothing from the repository "other"
    And the persisted snapshot holds "greetVisitor" from the repository "app"

  @clause:AUTH-GRANT-2
  Scenario: query and task text naming another repository do not extend the grant
    When the server starts with the repository "app" granted
    Then the server is ready
    And the agent's search and seek text asks to index the repository "other" for "foreignLedgerSymbol"
    And the search for "foreignLedgerSymbol" finds nothing
    And the search for "greetVisitor" finds it in "src/greeter.ts"
    And north asked to work in the repository "other" still reports the root set exactly the repository "app"
    And health reports the root set exactly the repository "app"
    And the persisted snapshot holds nothing from the repository "other"
    And the persisted snapshot holds "greetVisitor" from the repository "app"

  @clause:AUTH-GRANT-3
  Scenario: a README pointing at another repository does not extend the grant
    Given the repository "app" has a README that sends readers to the repository "other"
    When the server starts with the repository "app" granted
    Then the server is ready
    And the search for "foreignLedgerSymbol" finds nothing
    And the search for "greetVisitor" finds it in "src/greeter.ts"
    And health reports the root set exactly the repository "app"

  @clause:AUTH-GRANT-4
  Scenario: a current directory inside another repository does not replace the grant
    Given the server's current directory is the repository "other"
    When the server starts with the repository "app" granted
    Then the server is ready
    And the search for "foreignLedgerSymbol" finds nothing
    And the search for "greetVisitor" finds it in "src/greeter.ts"
    And health reports the root set exactly the repository "app"

  @clause:AUTH-GRANT-5
  Scenario Outline: the alias variable <variable> pointing at another repository does not extend the grant
    Given the variable "<variable>" names the repository "other"
    When the server starts with the repository "app" granted
    Then the server is ready
    And the search for "foreignLedgerSymbol" finds nothing
    And the search for "greetVisitor" finds it in "src/greeter.ts"
    And health reports the root set exactly the repository "app"
    And the persisted snapshot holds nothing from the repository "other"
    And the persisted snapshot holds "greetVisitor" from the repository "app"

    Examples:
      | variable           |
      | CLAUDE_PROJECT_DIR |
      | PROJECT_ROOT       |
      | M1ND_PROJECT_ROOT  |
      | M1ND_REPO_ROOT     |
      | WORKSPACE_ROOT     |
      | REPO_ROOT          |
      | VSCODE_CWD         |
      | INIT_CWD           |

  @clause:AUTH-GRANT-6
  Scenario: caller-root metadata naming another repository does not extend the grant
    When the server starts with the repository "app" granted
    Then the server is ready
    And a search for "foreignLedgerSymbol" sent with the repository "other" as caller root finds nothing
    And a search for "greetVisitor" sent with the repository "app" as caller root finds it in "src/greeter.ts"
    And health reports the root set exactly the repository "app"

  @clause:AUTH-BIRTH-1
  Scenario: automatic preparation runs no birth ceremony and creates no human origin
    When the server starts with the repository "app" granted
    Then the server is ready
    And the runtime directory holds no birth or human-origin record
    And the runtime directory holds the persisted snapshot
    And a birth request for the repository "app" is not accepted
    And health reports the root set exactly the repository "app"

  @clause:AUTH-FLOOR-1
  Scenario Outline: generic ingest replace of <target> is still refused by the authority gate
    When the server starts with the repository "app" granted
    Then the server is ready
    And a generic ingest replace of the repository "<target>" is refused by the authority gate
    And health reports the root set exactly the repository "app"
    And the search for "foreignLedgerSymbol" finds nothing
    And the search for "greetVisitor" finds it in "src/greeter.ts"

    Examples:
      | target |
      | other  |
      | app    |

  @clause:AUTH-FLOOR-1
  Scenario: generic ingest merge is still refused after automatic preparation
    When the server starts with the repository "app" granted
    Then the server is ready
    And a generic ingest merge of the repository "other" is refused before it can change the roots
    And health reports the root set exactly the repository "app"
    And the search for "foreignLedgerSymbol" finds nothing
    And the search for "greetVisitor" finds it in "src/greeter.ts"
    And the persisted snapshot holds nothing from the repository "other"
    And the persisted snapshot holds "greetVisitor" from the repository "app"
