@needs:stdio @needs:introspection
Feature: The advertised tools are exactly the routed ones, and refused tools stay advertised
  Seed 001: routing is total; the live `tools/list` equals the routing inventory, read here through the
  introspection flag `--print-routes`; the generic gate admits above Ordinary only the allowlisted refresh
  action; tools it refuses stay advertised, naming their floor, so an agent can read the refusal.

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
