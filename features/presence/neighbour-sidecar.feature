@needs:http @needs:presence @needs:seams @needs:snapshot-layout
Feature: A presence sidecar a neighbour could have written names no presence
  Seed 004's sidecars live in the runtime's registry; the kit's security rule adds that a record a neighbour
  could write is never trusted. A sidecar others may write is skipped as if absent, so no one outside the owner's
  account can put an agent on the roster. A companion: the sidecars are written in the reference's layout, with
  the same record kept private as the control.

  @clause:PRES-TRUST-1
  Scenario: beside a private sidecar, an otherwise identical one that others may write is not on the roster
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"
    And the test clock reads "2030-01-01T00:10:00Z"
    And the HTTP owner of "app" is stopped
    And a sidecar an earlier owner left for "fresh" on the brain "app", last beaten at "2030-01-01T00:09:00Z"
    And the same kind of sidecar for "planted" on the brain "app", last beaten at "2030-01-01T00:09:00Z", but writable by others
    When the HTTP owner serves the repository "app"
    Then the roster lists exactly the agent "fresh" on the brain "app", reached from the repository "app"
