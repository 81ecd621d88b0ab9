@needs:birth @needs:http
Feature: No overlap allowance below sovereign
  Seed 002, SPEC-2: every overlap class refuses, and no `allow_overlap` is honoured below sovereign authority. A wire
  client is below sovereign whatever origin it claims, so asking `brain_birth` for an overlap allowance changes
  neither the refusal nor what a caller at that root is served.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the HTTP owner serves the repository "app"

  @clause:BIRTH-OVERLAP-2
  Scenario Outline: brain_birth asking to allow an overlap with a root <relation> the bound repository gains nothing
    Given a caller at a root <relation> the repository "app" has asked health and a search for "greetVisitor"
    When that caller asks brain_birth for its root over MCP and REST, without an overlap allowance and with allow_overlap
    Then every answer is the same refusal, byte for byte
    And that caller sees health and the search as before, and no repository changed

    Examples:
      | relation   |
      | equal to   |
      | inside     |
      | containing |
