@needs:stdio
Feature: Over stdio the launcher grant is the caller
  Seed 002, SPEC-1b, with seed 000's rule: on stdio with a launcher grant the grant IS the caller identity;
  the current directory, workspace alias variables and caller-root request metadata carry no authority.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And another repository "other" defining the symbol "foreignLedgerSymbol"

  @clause:REFRESH-STDIO-1
  Scenario: a refresh over stdio refreshes the grant whatever the directory, aliases or metadata say
    Given the server's current directory is its subdirectory "m1nd-ui" of the repository "app"
    And the variable "PROJECT_ROOT" names the repository "other"
    And the variable "CLAUDE_PROJECT_DIR" names the repository "other"
    When the server starts with the repository "app" granted
    Then the server is ready
    And a refresh over stdio refreshes exactly the repository "app"
    And a refresh over stdio with caller-root metadata naming the repository "other" refreshes exactly the repository "app"
    And a refresh over stdio naming the path of the repository "other" is refused with "refresh_root_not_exact"
    And the persisted root set is exactly the repository "app"
