@needs:seams
Feature: The catalogue's seam registry is the implementation's
  The seam protocol (harness/README.md): Cucumber's Examples are fixed in the files, so the crash outlines name catalogued seams; this
  scenario fails when `--list-seams` and the registry in features/clauses.yaml differ, or when a refresh or
  birth seam has no crash row.

  @clause:SEAMS-DRIFT-1
  Scenario: every seam the implementation lists is catalogued, and nothing else
    Then the seams the implementation lists are exactly the catalogue's seam registry, every seam on a path that writes durable state with a crash row
