@needs:http @needs:system-blocks @needs:snapshot-layout
Feature: A ratified skeleton takes no candidate edit
  Seed 003, the candidate edit verb: edits curate a candidate skeleton only; once the skeleton is ratified every
  op is refused and nothing lands. No wire verb can ratify (ratify is disabled), so the ratified store is placed
  in the reference's documented layout before the owner starts: a companion for implementations that claim it.

  Background:
    Given the modular repository "shop", whose files carry a body marker
    And the runtime holds a ratified store of one block "legacy" in the reference layout
    And the HTTP owner serves the repository "shop"
    And a client reads the system-blocks snapshot

  @clause:SB-EDIT-5
  Scenario: every op of a candidate edit over a ratified skeleton is refused alike on both doors
    Then candidate_edit {"ops":[{"op":"rename","block_id":"legacy","name":"Renamed"}]} naming the version read is refused over MCP and REST with "skeleton_not_candidate" naming "ratified", alike on both doors and changing nothing
    And candidate_edit {"by":"runner","ops":[{"op":"assign_unmapped","block_id":"legacy","paths":["src/app.ts"]}]} naming the version read is refused over MCP and REST with "skeleton_not_candidate" naming "ratified", alike on both doors and changing nothing
