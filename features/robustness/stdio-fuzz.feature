@needs:stdio
Feature: Hostile input over stdio never crashes, wedges or changes the server
  The MCP transport is JSON-RPC 2.0 over newline-delimited stdio. Whatever a client writes — truncated or
  oversized JSON, members of the wrong type, batch arrays, repeated ids, invalid UTF-8, junk — the server keeps
  serving: each request that carries an id is answered with a result or an error, every line it writes is a
  well-formed JSON-RPC message, its peak memory stays under 1 GiB, and the graph answers as before. Inputs are
  generated from a seed printed in the scenario's log; M1ND_FUZZ_SEED and M1ND_FUZZ_RUNS replay or widen a
  run (`npm run fuzz` runs 10,000 frames).

  Background:
    Given the sample repository "app"
    And the server starts with the repository "app" granted
    And the server is ready

  @clause:ROBUST-STDIO-1
  Scenario: generated hostile frames are answered or ignored, never fatal, and the graph answers as before
    When generated hostile frames are written to the server, a ping after each batch
    Then the server is ready

  @clause:ROBUST-ARGS-1
  Scenario: arguments that break a tool's advertised input schema are refused by every tool, and change nothing
    When every advertised tool is called with arguments that break its own input schema
    Then the server is ready
