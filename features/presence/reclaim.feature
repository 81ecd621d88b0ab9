@needs:http @needs:presence @needs:seams @needs:snapshot-layout
Feature: An owner's boot reclaims the stale presences an earlier owner left
  Seed 004, the store: a presence past its two-minute TTL is filtered at read, and its orphaned sidecar is removed
  when an owner boots; a live one is left alone. A companion: the sidecars are written in the reference's layout,
  and the test clock says how old they are.

  Background:
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"

  @clause:PRES-GC-1
  Scenario: at boot the sidecar past its TTL is removed and the live one stays, still on the roster
    Given the test clock reads "2030-01-01T00:10:00Z"
    And the HTTP owner of "app" is stopped
    And a sidecar an earlier owner left for "ghost" on the brain "app", last beaten at "2030-01-01T00:07:59Z"
    And a sidecar an earlier owner left for "fresh" on the brain "app", last beaten at "2030-01-01T00:09:00Z"
    When the HTTP owner serves the repository "app"
    Then the sidecar of "ghost" is gone and the sidecar of "fresh" is still there
    And the roster lists exactly the agent "fresh" on the brain "app", reached from the repository "app"
