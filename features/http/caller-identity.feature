@needs:http
Feature: HTTP resolves the caller's identity per MCP session
  Seed 000, "Authenticated HTTP follow-up": caller identity comes from the `m1nd-caller-root` header per MCP
  session or request: a known session keeps its identity when a later request omits the header, a brand-new
  headerless session stays unknown, and a foreign caller stays foreign after another caller succeeds.

  Background:
    Given the sample repository "app"
    And another repository "other" defining the symbol "foreignLedgerSymbol"
    And the HTTP owner serves the repository "app"

  @clause:HTTP-IDENT-1
  Scenario: a known session keeps its identity when a later request omits the header
    Given an MCP session "editor" that names the repository "app" as its caller root
    Then health on the session "editor" names the repository "app" as its caller
    When the session "editor" stops sending its caller root
    Then health on the session "editor" names the repository "app" as its caller
    And a refresh asked on the session "editor" succeeds

  @clause:HTTP-IDENT-2
  Scenario: a brand-new session without the header stays unknown
    Given an MCP session "editor" that names the repository "app" as its caller root
    And an MCP session "newcomer" that sends no caller root
    Then health on the session "editor" names the repository "app" as its caller
    And health on the session "newcomer" reports an unknown caller
    And a refresh asked on the session "newcomer" is refused with "refresh_caller_root_unknown"
    And a REST request without a caller root reports an unknown caller

  @clause:HTTP-IDENT-3
  Scenario: a foreign caller stays foreign after another caller succeeds
    Given an MCP session "stranger" that names the repository "other" as its caller root
    And an MCP session "editor" that names the repository "app" as its caller root
    Then a refresh asked on the session "stranger" is refused with "refresh_root_not_exact"
    And a refresh asked on the session "editor" succeeds
    When the session "stranger" stops sending its caller root
    Then health on the session "stranger" names the repository "other" as its caller
    And a refresh asked on the session "stranger" is refused with "refresh_root_not_exact"
    And searching "foreignLedgerSymbol" with the repository "other" as caller root, scope and path finds nothing over MCP or REST
    And searching "greetVisitor" with the repository "app" as caller root, scope and path finds it in "src/greeter.ts" over MCP and REST
