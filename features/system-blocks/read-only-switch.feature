Feature: A read-only switch that is neither on nor off refuses the start, never attaching writable
  Seed 003, the read-only attach: the writers of the store sit on a deny-list a server attached read-only enforces.
  The variable M1ND_READ_ONLY asks for that attach; a value the server does not recognise as on or off is read
  fail-closed: the start is refused with an error naming the variable, its value and the values it accepts, and
  nothing is served or written.

  Background:
    Given the sample repository "app"

  @clause:SB-READONLY-3
  Scenario Outline: <server> given M1ND_READ_ONLY "<value>" refuses to start and names the fix
    Given the launcher sets M1ND_READ_ONLY to "<value>"
    When <server> starts with the repository "app" granted
    Then <server>'s startup is refused with "read_only_value_invalid"
    And <server>'s standard error names M1ND_READ_ONLY, the value "<value>" and the values it accepts
    And nothing was created or changed

    @needs:stdio
    Examples: over stdio
      | server     | value |
      | the server | maybe |

    @needs:http
    Examples: the HTTP owner
      | server         | value     |
      | the HTTP owner | sometimes |
