@needs:http
Feature: The bearer token stays a private credential
  Seed 000, "Authenticated HTTP follow-up": every credential of the battery is fixture-owned. Upstream keeps a
  generated token in `<runtime>/http-auth-token-v1` (mode 0600); the token never appears in output, logs,
  errors or any other file.

  Background:
    Given the sample repository "app"

  @clause:HTTP-TOKEN-1 @clause:HTTP-TOKEN-3
  Scenario: a generated token lives only in the runtime's private token file
    When the HTTP owner starts with the repository "app" granted and no token from its launcher
    Then the HTTP owner is ready
    And the runtime keeps the bearer token in a file that only its owner may read or write
    And the first tool call of a new MCP session finds "greetVisitor" in "src/greeter.ts"
    And every request below with a wrong bearer is answered 401 "authentication_invalid":
      | method | path        |
      | POST   | /mcp        |
      | GET    | /api/health |
    When the HTTP owner receives SIGTERM
    Then the HTTP owner exits with status 0 after its checkpoint ACK
    And the bearer token appears in no captured output and in no file but the token file

  @clause:HTTP-TOKEN-2 @clause:HTTP-TOKEN-3 @clause:HTTP-HYGIENE-1
  Scenario: a token from the launcher is used and never written down
    When the HTTP owner starts with the repository "app" granted
    Then the HTTP owner is ready
    And the first tool call of a new MCP session finds "greetVisitor" in "src/greeter.ts"
    When the HTTP owner receives SIGTERM
    Then the HTTP owner exits with status 0 after its checkpoint ACK
    And the runtime holds no bearer token file
    And the bearer token appears in no captured output and in no file but the token file

  @clause:HTTP-TOKEN-4
  Scenario: a launcher's token file private to the user is the credential the owner accepts
    When the HTTP owner starts with the repository "app" granted, its launcher's token in a file of mode 0600
    Then the HTTP owner is ready
    And the first tool call of a new MCP session finds "greetVisitor" in "src/greeter.ts"

  @clause:HTTP-TOKEN-4
  Scenario Outline: a launcher's token file that others may <access> is refused before the owner serves
    When the HTTP owner starts with the repository "app" granted, its launcher's token in a file of mode <mode>
    Then the HTTP owner's startup is refused with "http_bearer_token_invalid"

    Examples:
      | access         | mode |
      | read           | 0644 |
      | read and write | 0666 |
      | write          | 0620 |
