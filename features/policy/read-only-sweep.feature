@needs:http
Feature: A read-only attach refuses every write the gate would admit, and only those
  Seeds 003 and 004: one classifier at dispatch decides which calls write, the read-only attach (the flag
  --read-only, or the variable M1ND_READ_ONLY) denies them, and presences stamp observed mutations off the same
  classifier. Judged on the wire by the kit's routing table: every call it admits at the gate and marks as a write
  is refused `read_only` naming its semantic action, with the same bytes on both doors and nothing changed; every
  other admitted call is a read and still answers.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And another repository "other" defining the symbol "foreignLedgerSymbol"
    And the HTTP owner serves the repository "app"

  @clause:POLICY-READONLY-1
  Scenario: attached with M1ND_READ_ONLY, every admitted write is refused and every read answers
    When the HTTP owner of "app" is restarted on the same runtime with M1ND_READ_ONLY set to "1"
    And every call of the kit's routing table is made over MCP and REST on the read-only attach from the repository "app", watching searches for "greetVisitor" and "foreignLedgerSymbol"
    Then every call that passes the gate and writes answered "read_only" naming its action, alike on both doors, and every read was not refused
    And no refused call changed the granted trees, the graph's counts and roots, or a watched search
    And every call above the ordinary floor answered its refusal with the same bytes on both doors, on a second call and for every call of the same action
