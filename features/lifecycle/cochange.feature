@needs:stdio @needs:git
Feature: Files that change together in git history are co-change partners in seek's answers
  Seed 000, "Public npm CLI and process status": temporal co-change graph construction is a real, cancellable
  bootstrap phase. Built from the granted root's git history, it links files changed in the same commit and
  seek reports the edge count and each hit's partners.

  @clause:LIFE-COCHANGE-1
  Scenario: two files committed together are partners; a file committed alone is nobody's partner
    Given a git repository "ledger" whose "src/invoice.ts" and "src/tax.ts" changed together twice and "src/notes.ts" alone
    When the server starts with the repository "ledger" granted
    Then the server is ready
    And seeking "invoice total" reports co-change edges and lists "src/tax.ts" as the partner of "src/invoice.ts", not "src/notes.ts"
