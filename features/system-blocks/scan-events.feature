@needs:http @needs:system-blocks
Feature: A scan narrates its phases on the owner's event stream, with counts and never a fraction
  Seed 003, the scan's phase events, carried on the event stream of seed 000's authenticated loopback HTTP owner:
  the phases arrive in order with the scan's real counts, a refused write ends them with failed, nothing in them
  is a fraction, the answer does not depend on a listener, and the stream sits behind the bearer and loopback checks.

  Background:
    Given the modular repository "shop", whose files carry a body marker
    And the HTTP owner serves the repository "shop"

  @clause:SB-PHASES-1 @clause:SB-PHASES-2 @clause:SB-PHASES-4
  Scenario Outline: a heuristic scan over <door> narrates its phases with the scan's counts
    Given a client listens on the owner's event stream
    When a skeleton candidate is scanned over <door> with heuristic naming and no expected version
    Then the event stream narrated the phases "file_list", "clustering", "persisting" and "done"
    And the phases counted the repository's files, the graph's nodes and edges, and the candidate's blocks
    And no phase event carries a percent, pct, progress, fraction or ratio field

    Examples:
      | door |
      | MCP  |
      | REST |

  @clause:SB-PHASES-3
  Scenario: a persist conflict ends the narration with failed, and the call is refused
    Given a skeleton candidate was scanned with heuristic naming
    And a client listens on the owner's event stream
    When a skeleton candidate is scanned over REST with heuristic naming and store_version 7
    Then the scan is refused "conflict" and the store is as it was
    And the event stream narrated the phases "file_list", "clustering", "persisting" and "failed"
    And the failed phase carries its error

  @clause:SB-PHASES-5
  Scenario: the answer is the same whether anyone listens
    Given a skeleton candidate was scanned with heuristic naming while nobody listened
    And a client listens on the owner's event stream
    When a skeleton candidate is scanned over REST with heuristic naming and the store_version it read
    Then the scan answered the transaction "replaced" at store_version 2
    And its candidate seed and report are those of the scan nobody listened to

  @clause:SB-PHASES-6
  Scenario: the event stream is served only behind the bearer and the loopback checks
    Then every request below without credentials is answered 401 "authentication_required":
      | method | path        |
      | GET    | /api/events |
    And every request below with a wrong bearer is answered 401 "authentication_invalid":
      | method | path        |
      | GET    | /api/events |
    And a subscription to the event stream with the Host "evil.example:{port}" is answered 403 "host_not_allowed"
    And a subscription to the event stream with the Origin "http://evil.example" is answered 403 "origin_not_allowed"
    And a subscription to the event stream with the bearer is served as an event stream
