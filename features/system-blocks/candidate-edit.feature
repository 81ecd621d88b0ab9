@needs:http
Feature: Candidate edits land as one all-or-nothing batch
  Seed 003, the candidate edit verb: a typed batch (rename, merge, split, move_member, resolve_seam,
  assign_unmapped) is tried whole on a copy first; only a batch whose every op applies lands, in one write
  and one version bump, and the first op that cannot apply is named by its index. The seat that edits is
  stamped as the naming provenance; a ratified skeleton refuses every op.

  Background:
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"
    And the system-blocks store holds the four-block edit seed
    And a client reads the system-blocks snapshot

  @clause:SB-EDIT-1 @clause:SB-EDIT-3 @clause:SB-OCC-EDIT-1
  Scenario: a batch of every kind of op lands at once, with one version bump
    When candidate_edit {"ops":[{"op":"rename","block_id":"greeting","name":"Visitor greetings"},{"op":"resolve_seam","member":{"path":"README.md"},"keep_in":"greeting"},{"op":"assign_unmapped","block_id":"ledger","paths":["notes/ledger.md"]},{"op":"split","block_id":"ledger","new_block_id":"ledger-notes","name":"Ledger notes","members":[{"path":"notes/ledger.md"}]},{"op":"merge","block_ids":["reports","ledger-notes"],"into":"reports"},{"op":"move_member","from_block_id":"reports","to_block_id":"entry","member":{"path":"notes/ledger.md"}}]} is called over MCP naming the version read
    Then the store version is the version read plus one
    And the snapshot holds exactly the blocks "greeting", "ledger", "reports" and "entry"
    And the block "greeting" is named "Visitor greetings" by the seat "owner"
    And the block "greeting" has exactly the members "src/greeter.ts" and "README.md"
    And the block "ledger" has exactly the members "src/*.rs"
    And the block "reports" has exactly the members "tools/**"
    And the block "entry" has exactly the members "cmd/main.go" and "notes/ledger.md"

  @clause:SB-EDIT-3
  Scenario: an agent seat stamps its own provenance
    When candidate_edit {"by":"runner","ops":[{"op":"rename","block_id":"ledger","name":"Ledger checksums"}]} is called over REST naming the version read
    Then the block "ledger" is named "Ledger checksums" by the seat "runner"
    And the store version is the version read plus one

  @clause:SB-EDIT-2
  Scenario: a batch whose second op cannot apply changes nothing, and the refusal names that op
    Then candidate_edit {"ops":[{"op":"rename","block_id":"greeting","name":"Renamed"},{"op":"move_member","from_block_id":"ledger","to_block_id":"greeting","member":{"path":"src/greeter.ts"}},{"op":"rename","block_id":"ledger","name":"Also renamed"}]} naming the version read is refused over MCP and REST with "invalid_edit" naming "ops[1]", alike on both doors and changing nothing

  @clause:SB-EDIT-4
  Scenario: bad input names the field at fault and changes nothing
    Then candidate_edit {"ops":[{"op":"recolour","block_id":"greeting"}]} naming the version read is refused over MCP and REST with "invalid_input" naming "ops.0.op", alike on both doors and changing nothing
    And candidate_edit {"ops":[{"op":"rename","block_id":"greeting","name":"X"}],"colour":"red"} naming the version read is refused over MCP and REST with "invalid_input" naming "colour", alike on both doors and changing nothing
    And candidate_edit {"ops":[{"op":"rename","block_id":"greeting","name":"X"}],"expected_store_version":"1"} is refused over MCP and REST with "invalid_input" naming "expected_store_version", alike on both doors and changing nothing

  @clause:SB-OCC-EDIT-1 @clause:SB-EDIT-1
  Scenario: an edit naming a stale version is refused as a conflict and nothing is applied
    Given candidate_edit {"ops":[{"op":"rename","block_id":"entry","name":"Entry"}]} is called over REST naming the version read
    And a client reads the system-blocks snapshot
    Then candidate_edit {"ops":[{"op":"rename","block_id":"greeting","name":"Late"}]} naming a stale version is refused over MCP and REST with "conflict" naming "expected_store_version", alike on both doors and changing nothing
