@needs:agent-cli @needs:native-binary @needs:agent-cache-binary @needs:model
Feature: The agent CLI sends a credential only to an owner it can prove: a private registry, a loopback bind, a live pid
  Seed 000, "Attach/discovery still wins when a served owner covers the repository", read with the kit's
  security rule: a registry entry is something a neighbour could plant. The CLI reads a registry only when it and
  its entries are the user's own and writable by no one else, attaches only to loopback binds (a real owner binds
  nothing else), believes an entry's pid only when it runs with the start time the entry records, and takes a
  token only from a private runtime. An entry that fails any rule is skipped: no request to it carries a
  credential, and the command goes on with its own runtime. The listener answers nothing useful and records
  every request's headers.

  Background:
    Given the agent CLI runs the lane's native server with the lane's model
    And the sample repository "app"

  @clause:AGENT-ATTACH-2
  Scenario Outline: an entry with <defect> gets no credential, and the command answers from its own runtime
    Given a recording listener poses as a served owner of the repository "app", with "<defect>"
    When the agent CLI runs first-minute on the repository "app" with the query "greetVisitor"
    Then the agent CLI exits with status 0
    And the envelope's search finds "greetVisitor" in "src/greeter.ts"
    And the listener received no credential

    Examples: what a neighbour could do
      | defect                        |
      | a wildcard bind               |
      | a group-writable registry     |
      | a symbolic-link registry      |
      | an entry others may write     |
      | a symbolic-link entry         |
      | a reused pid                  |

  @clause:AGENT-ATTACH-3
  Scenario Outline: an owner whose runtime holds <defect> is sent no credential, not even the user's own
    Given a recording listener poses as a served owner of the repository "app", with "<defect>"
    When the agent CLI runs first-minute on the repository "app" with the query "greetVisitor"
    Then the listener received no credential

    Examples:
      | defect                       |
      | a token file others may read |
      | a group-writable runtime     |

  # The control: the same planted entry with nothing amiss is trusted, so every row above can fail.
  @clause:AGENT-ATTACH-2 @needs:snapshot-layout
  Scenario: an entry with nothing amiss is trusted and sent the bearer of the runtime it names
    Given a recording listener poses as a served owner of the repository "app", with "nothing"
    When the agent CLI runs first-minute on the repository "app" with the query "greetVisitor"
    Then the listener received the bearer of the runtime its entry names
