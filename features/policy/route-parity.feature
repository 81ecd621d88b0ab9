@needs:stdio @needs:introspection
Feature: The implementation's own report of its routes agrees with what it advertises
  Seed 001: routing is total and the live `tools/list` equals the routing inventory. These scenarios cross-check
  the implementation's own report (the introspection flag `--print-routes`) against `tools/list`; the verdict on
  the gate itself comes from the wire (gate-sweep.feature), which needs no introspection.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    When the server starts with the repository "app" granted
    Then the server is ready

  @clause:POLICY-PARITY-1
  Scenario: the live tool list equals the routing inventory
    Then the live tool list and the printed routing inventory name exactly the same tools

  @clause:POLICY-GATE-1 @clause:REFRESH-FLOOR-1
  Scenario: above Ordinary the generic gate admits exactly the refresh action
    Then the printed routes admit no action above Ordinary except "graph.ingest.refresh_declared_root"

  @clause:POLICY-ADVERTISED-1 @clause:BIRTH-WIRE-1
  Scenario: refused tools stay advertised, naming their floor
    Then the tools "brain_birth" and "edit_commit" are refused on every route yet advertised with their floor
