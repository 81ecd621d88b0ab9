@needs:http
Feature: The REST brain selector never satisfies the exact-root predicate
  Seed 002, SPEC-1g and §5 acceptance 6: MCP and REST share one admission seam; an explicit `?brain=`
  selector naming the declared root is not a caller identity, so the refusal is byte-identical to the MCP one.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the HTTP owner serves the repository "app"

  @clause:ACCEPT-6 @clause:REFRESH-SELECTOR-1
  Scenario: a descendant caller under the selector of its root is refused exactly as over MCP
    Given the caller root is its subdirectory "m1nd-ui" of the repository "app"
    When a refresh is asked over MCP, and over REST with the selector naming the repository "app"
    Then every answer is refused with "refresh_root_not_exact" and the refusals are byte-identical

  @clause:ACCEPT-6 @clause:REFRESH-SELECTOR-1 @clause:REFRESH-UNKNOWN-1
  Scenario: a caller without a caller root gains none from the selector
    Given the caller names no caller root
    When a refresh is asked over MCP, and over REST with the selector naming the repository "app"
    Then every answer is refused with "refresh_caller_root_unknown" and the refusals are byte-identical
