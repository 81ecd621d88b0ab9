@needs:http @needs:presence
Feature: session_handshake declares what a session is, and refuses a bad declaration writing nothing
  Seed 004, the declared fields: a session_handshake carries the agent's kind, theme, worktree, working set and
  intent (read or mutate), and the presence serves them; the brain and the caller root come from the session's own
  binding, never from the arguments. A field of the wrong type, an intent other than read or mutate, or a working
  set that is not a list of repository-relative paths is a tool error naming the field and the fix.

  Background:
    Given the sample repository "app"
    And the sample repository "wt-one"
    And the HTTP owner serves the repository "app"

  @clause:PRES-DECLARE-1 @clause:PRES-RECORD-1
  Scenario: a declaration is served on the presence, bound to the session's brain and caller root
    When the agent "alpha" declares '{"kind":"executor","theme":"presences","worktree":"{repo:wt-one}/.","working_set":["src","docs/guide.md"],"intent":"mutate"}' on an MCP session from the repository "wt-one"
    Then the presence of "alpha" carries kind "executor", theme "presences", the canonical worktree "wt-one", the working set "src" and "docs/guide.md" and the intent "mutate", on the brain "app" from the caller root "wt-one"

  @clause:PRES-DECLARE-2
  Scenario Outline: a handshake with <problem> is refused over <door> naming "<field>", and nothing is written
    Then session_handshake by "alpha" with '<arguments>' over <door> is a tool error naming "<field>", and the roster is unchanged

    Examples:
      | problem                                | arguments                                         | field          | door |
      | an intent other than read or mutate    | {"intent":"write"}                                | intent         | MCP  |
      | an intent other than read or mutate    | {"intent":"write"}                                | intent         | REST |
      | a theme that is no string              | {"theme":42}                                      | theme          | MCP  |
      | a working set that is no list          | {"working_set":"src"}                             | working_set    | REST |
      | an absolute working-set path           | {"working_set":["/etc/passwd"]}                   | working_set[0] | MCP  |
      | a working-set path climbing out        | {"working_set":["src/../../secret"]}              | working_set[0] | REST |
      | a worktree that does not exist         | {"worktree":"/no/such/worktree"}                  | worktree       | MCP  |
      | a brain claimed in the arguments       | {"brain":"/elsewhere"}                            | brain          | REST |

  @clause:PRES-DECLARE-2
  Scenario: a working set over the stated cap is refused naming the field
    Then session_handshake by "alpha" with a working set of 65 paths over MCP is a tool error naming "working_set", and the roster is unchanged
