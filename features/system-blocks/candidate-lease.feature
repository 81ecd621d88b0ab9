@needs:http
Feature: The curation lease is advisory, keyed on the agent, and judged at the brain's clock
  Seed 003, the candidate lease verb: acquire is a compare-and-set granted when the lease is free, expired or
  already the caller's; refresh extends the caller's lease and release frees it; an expired lease is anyone's.
  The lease never moves the store version and no edit needs it. Expiry is judged on the test clock of the seam
  protocol; everything else on whatever clock the server keeps.

  Background:
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"
    And the system-blocks store holds the four-block edit seed
    And a client reads the system-blocks snapshot

  @clause:SB-LEASE-1
  Scenario: an agent acquires the lease, another is refused while it holds it, and takes it once it is released
    When candidate_lease {"agent_id":"curator-a","action":"acquire","ttl_secs":600} is called over MCP
    Then the lease is held by "curator-a"
    And the store version is still the version read
    And candidate_lease {"agent_id":"curator-b","action":"acquire","ttl_secs":600} is refused over MCP and REST with "lease_held" naming "curator-a", alike on both doors and changing nothing
    When candidate_lease {"agent_id":"curator-a","action":"release"} is called over REST
    Then the lease is free
    When candidate_lease {"agent_id":"curator-b","action":"acquire","ttl_secs":600} is called over REST
    Then the lease is held by "curator-b"
    And the store version is still the version read

  @needs:seams @clause:SB-LEASE-1 @clause:SB-LEASE-3 @clause:SB-INSTANT-1
  Scenario: an agent acquires the lease, another is refused until it expires, then reclaims it
    Given the test clock reads "2030-01-01T00:00:00Z"
    When candidate_lease {"agent_id":"curator-a","action":"acquire","ttl_secs":600} is called over MCP
    Then the lease is held by "curator-a" until "2030-01-01T00:10:00Z"
    And the store version is still the version read
    And candidate_lease {"agent_id":"curator-b","action":"acquire","ttl_secs":600} is refused over MCP and REST with "lease_held" naming "curator-a", alike on both doors and changing nothing
    Given the test clock reads "2030-01-01T00:10:01Z"
    When candidate_lease {"agent_id":"curator-b","action":"acquire","ttl_secs":600} is called over REST
    Then the lease is held by "curator-b" until "2030-01-01T00:20:01Z"
    And the store version is still the version read

  @needs:seams @clause:SB-LEASE-1 @clause:SB-LEASE-2
  Scenario: the holder refreshes and releases its lease; nobody else can
    Given the test clock reads "2030-01-01T00:00:00Z"
    And candidate_lease {"agent_id":"curator-a","action":"acquire","ttl_secs":600} is called over REST
    And the test clock reads "2030-01-01T00:05:00Z"
    When candidate_lease {"agent_id":"curator-a","action":"refresh","ttl_secs":600} is called over MCP
    Then the lease is held by "curator-a" until "2030-01-01T00:15:00Z"
    And candidate_lease {"agent_id":"curator-b","action":"refresh"} is refused over MCP and REST with "lease_not_held" naming "curator-b", alike on both doors and changing nothing
    And candidate_lease {"agent_id":"curator-b","action":"release"} is refused over MCP and REST with "lease_not_held" naming "curator-a", alike on both doors and changing nothing
    When candidate_lease {"agent_id":"curator-a","action":"release"} is called over REST
    Then the lease is free
    And the store version is still the version read

  @clause:SB-LEASE-2
  Scenario: an edit needs no lease, even while another agent holds it
    Given candidate_lease {"agent_id":"curator-a","action":"acquire","ttl_secs":600} is called over REST
    When candidate_edit {"by":"runner","ops":[{"op":"rename","block_id":"ledger","name":"Ledger"}]} is called over MCP naming the version read
    Then the store version is the version read plus one

  @clause:SB-LEASE-4
  Scenario: a lease call without an agent, or with an unknown field, is refused naming the field
    Then candidate_lease {"action":"acquire"} is refused over MCP and REST with "invalid_input" naming "agent_id", alike on both doors and changing nothing
    And candidate_lease {"agent_id":"curator-a","action":"acquire","holder":"me"} is refused over MCP and REST with "invalid_input" naming "holder", alike on both doors and changing nothing

  @needs:seams @clause:SB-LEASE-5
  Scenario: an acquire that names no lifetime holds the lease for the default one, a bounded lease still live now
    Given the test clock reads "2030-01-01T00:00:00Z"
    When candidate_lease {"agent_id":"curator-a","action":"acquire"} is called over REST
    Then the lease is held by "curator-a" until an instant after "2030-01-01T00:00:00Z"
    And the store version is still the version read
    And candidate_lease {"agent_id":"curator-b","action":"acquire","ttl_secs":600} is refused over MCP and REST with "lease_held" naming "curator-a", alike on both doors and changing nothing

