@needs:birth @needs:http
Feature: Each brain an owner serves keeps its own memory
  Seed 001 routes boot_memory's writes at the ordinary floor as writes confined to the brain's own runtime state;
  seed 002 routes a call to the brain whose root holds the caller's root. So a memory set from inside a born brain
  is that brain's, and the development brain does not read it, nor the other way round.

  Background:
    Given the sample repository "app"
    And another repository "born" defining the symbol "bornLedgerSymbol"
    And the development brain of the repository "app" is prepared
    And the birth ceremony has borne a brain for the repository "born"
    And the HTTP owner serves the repository "app"

  @clause:GRAPH-TOOL-MEMORY-1
  Scenario: a memory set on the born brain stays there, and one set on the development brain stays there
    Then boot memory set to "handover" as "born side" over REST from the repository "born" is read back there and not from the repository "app"
    And boot memory set to "orientation" as "development side" over REST from the repository "app" is read back there and not from the repository "born"
