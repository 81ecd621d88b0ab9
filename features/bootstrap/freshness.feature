@needs:stdio
Feature: Freshness answers never call unknown inventory fresh
  Seed 000, "Public npm CLI and process status": `am_i_stale` reports files it never indexed as unknown, and
  a result made only of unknown entries is never summarised as fresh. Indexed files are fresh until they change.

  Background:
    Given the sample repository "app"
    When the server starts with the repository "app" granted
    Then the server is ready

  @clause:STALE-UNKNOWN-1 @clause:HYG-ISERROR-1
  Scenario: a file the server never indexed is unknown, and an unknown-only answer is not called fresh
    When the agent asks whether "build/ignored.ts" is stale
    Then the answer lists "build/ignored.ts" as unknown only
    And the answer's summary does not call it fresh

  @clause:STALE-CLASSIFY-1
  Scenario: an indexed file is fresh until it changes, then stale
    When the agent asks whether "src/greeter.ts" is stale
    Then the answer lists "src/greeter.ts" as fresh only
    When the file "src/greeter.ts" in the repository "app" changes
    And the agent asks whether "src/greeter.ts" is stale
    Then the answer lists "src/greeter.ts" as stale only
