@needs:http @needs:system-blocks @needs:naming-runner
Feature: A live naming runner names the candidate's blocks, one signed packet per block, with per-block fallback
  Seed 003, runner naming: with automatic naming and a live loopback naming daemon, every block is sent alone,
  signed with the shared secret and holding member paths but never a file body; a block the daemon does not
  name keeps its heuristic name, and the report says honestly who named the blocks and whether the runner answered
  at all (a daemon that is down or refuses every request is reported unavailable, with a note saying why). What a
  runner answers is hostile until cleaned: no control character it sends reaches the candidate or the store.

  Background:
    Given the modular repository "shop", whose files carry a body marker

  @clause:SB-RUNNER-1 @clause:SB-RUNNER-2 @clause:SB-RUNNER-3 @clause:SB-PHASES-1 @clause:SB-PHASES-2 @clause:SB-PHASES-4
  Scenario: an answering daemon names every block and the naming phase counts its waves
    Given a naming daemon on loopback that answers every block
    And the HTTP owner serves the repository "shop"
    And a client listens on the owner's event stream
    When a skeleton candidate is scanned over REST with automatic naming and no expected version
    Then the scan's naming was applied by "runner"
    And the scan's report says the naming runner was available
    And every block of the candidate was named by the runner
    And the naming daemon received one packet per block, signed with the shared secret and naming its member paths
    And no packet the naming daemon received holds a file body
    And the event stream narrated the phases "file_list", "clustering", "naming", "persisting" and "done"
    And the naming phase counted the candidate's blocks and their waves of four
    And no phase event carries a percent, pct, progress, fraction or ratio field

  @clause:SB-RUNNER-4 @clause:SB-RUNNER-5 @clause:SB-RUNNER-6
  Scenario: a daemon that dies mid-run leaves the blocks it did not name to the heuristic
    Given a naming daemon on loopback that answers two blocks and then dies
    And the HTTP owner serves the repository "shop"
    When a skeleton candidate is scanned over MCP with automatic naming and no expected version
    Then the scan's naming was applied by "runner_partial"
    And the scan's report says the naming runner was available
    And every block of the candidate was named partly by the runner and the rest by the heuristic
    And the runner named exactly the blocks the daemon answered before it died
    And every block the runner named needs no owner naming, and every block the heuristic named needs it

  @clause:SB-RUNNER-2 @clause:SB-RUNNER-4 @clause:SB-RUNNER-5
  Scenario: a daemon expecting another secret names nothing, and the report says so
    Given a naming daemon on loopback that expects another secret than the one shared with the owner
    And the HTTP owner serves the repository "shop"
    When a skeleton candidate is scanned over REST with automatic naming and no expected version
    Then the scan's naming was applied by "heuristic"
    And the scan's report says the naming runner was not available, with a note saying why
    And every block of the candidate was named by the heuristic
    And every packet the naming daemon received was signed with a secret it does not expect

  @clause:SB-RUNNER-5
  Scenario: a daemon that is announced but down leaves every block to the heuristic, and the report says why
    Given a naming daemon on loopback that was announced but no longer listens
    And the HTTP owner serves the repository "shop"
    When a skeleton candidate is scanned over MCP with automatic naming and no expected version
    Then the scan's naming was applied by "heuristic"
    And the scan's report says the naming runner was not available, with a note saying why
    And every block of the candidate was named by the heuristic

  @clause:SB-RUNNER-7
  Scenario: names and purposes laced with control characters never reach the candidate, the report or the store
    Given a naming daemon on loopback that answers every block with names and purposes laced with control characters
    And the HTTP owner serves the repository "shop"
    When a skeleton candidate is scanned over REST with automatic naming and no expected version
    Then the scan answered the transaction "created" at store_version 1
    And no control character reached the scan's answer or the store
    And every block the runner named needs no owner naming, and every block the heuristic named needs it

  @clause:SB-RUNNER-1 @clause:SB-PHASES-1
  Scenario: heuristic naming never calls the daemon and narrates no naming phase
    Given a naming daemon on loopback that answers every block
    And the HTTP owner serves the repository "shop"
    And a client listens on the owner's event stream
    When a skeleton candidate is scanned over REST with heuristic naming and no expected version
    Then the scan's naming was applied by "heuristic"
    And the naming daemon received no packet
    And the event stream narrated the phases "file_list", "clustering", "persisting" and "done"
