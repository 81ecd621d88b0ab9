@needs:http
Feature: Hostile HTTP requests never crash the owner, and every refusal on the REST door is a JSON error
  Generated requests mix methods, routes, Host headers, credentials (none, wrong, right), content types,
  session and caller-root headers and bodies, some with broken framing (a body shorter than declared, bad
  chunking, an oversized header). A well-framed request to /api/* that is not served is refused with a JSON
  error body; an answer that says it is JSON is JSON; a broken request is refused or closed, never served; no
  request makes the owner fail (5xx) or stop answering, its memory stays under 1 GiB, and the graph answers as
  before. No generated request can reach a write: an authorized one names only read routes or unknown tools.

  @clause:ROBUST-HTTP-1
  Scenario: generated hostile HTTP requests are refused cleanly, and the owner serves as before
    Given the sample repository "app"
    And the HTTP owner starts with the repository "app" granted
    And the HTTP owner is ready
    When generated hostile HTTP requests are sent to the HTTP owner, an authorized health request after each batch
    Then the HTTP owner is ready
