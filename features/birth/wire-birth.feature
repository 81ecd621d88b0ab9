@needs:http @needs:birth
Feature: No wire client can bear a brain, whatever origin it claims
  Seed 002, SPEC-2 and §5 acceptance 7 (first half), with seed 001: `brain_birth` is advertised so an agent can
  read its refusal, and refused for every wire client; a client-claimed human origin grants nothing, so the
  refusal is byte-identical with or without the claim, over MCP and REST.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And another repository "born" defining the symbol "bornLedgerSymbol"
    And the HTTP owner serves the repository "app"

  @clause:ACCEPT-7 @clause:BIRTH-WIRE-1 @clause:BIRTH-ORIGIN-1 @clause:AUTH-BIRTH-1
  Scenario: brain_birth is refused alike with no origin or a claimed human one
    Then brain_birth for the repository "born" from the repository "app" is refused over MCP and REST with the same bytes whatever origin it claims
    And the runtime holds no born brain
    And the runtime directory holds no birth or human-origin record
