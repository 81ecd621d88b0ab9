@needs:http
Feature: No wire client can bear a brain, whatever origin it claims
  Seed 002, SPEC-2 and §5 acceptance 7 (first half), with seed 001: `brain_birth` is advertised so an agent can
  read its honest refusal, `human_gesture_required`, and every wire client gets exactly that: a client-claimed
  human origin grants nothing, so the refusal is byte-identical with or without the claim, over MCP and REST.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And another repository "born" defining the symbol "bornLedgerSymbol"
    And the HTTP owner serves the repository "app"

  @clause:ACCEPT-7 @clause:BIRTH-WIRE-1 @clause:BIRTH-ORIGIN-1 @clause:AUTH-BIRTH-1
  Scenario: brain_birth answers human_gesture_required alike with no origin or a claimed human one
    Then brain_birth for the repository "born" from the repository "app" answers human_gesture_required over MCP and REST with the same bytes whatever origin it claims, and a caller at that root sees nothing change

  @clause:BIRTH-WIRE-1 @clause:AUTH-BIRTH-1 @needs:snapshot-layout
  Scenario: a refused brain_birth leaves no born brain and no birth record in the runtime
    Then brain_birth for the repository "born" from the repository "app" answers human_gesture_required over MCP and REST with the same bytes whatever origin it claims, and a caller at that root sees nothing change
    And the runtime holds no born brain
    And the runtime directory holds no birth or human-origin record
