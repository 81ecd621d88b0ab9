@needs:http @needs:system-blocks
Feature: Direct ratification is disabled for every caller
  Seed 003, the ratify verb: no client can ratify blocks over the wire; a client-supplied string, `human-ui`
  included, is no evidence of a human, so every call is refused `sovereign_authority_required` as a tool error,
  the verb's own refusal and never the gate's generic one, with the same bytes on both doors.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the HTTP owner serves the repository "app"

  @clause:SB-RATIFY-1 @clause:SB-TRANSPORT-1
  Scenario: ratify is refused alike for no ratifier, an agent and both human origins, and changes nothing
    Given the seed "two blocks" was imported into the system-blocks store
    Then system_blocks_ratify is refused with sovereign_authority_required alike over MCP and REST whatever ratifier it names, "human-ui" and "human-touchid" included, and the store is unchanged
