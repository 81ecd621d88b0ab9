@needs:http
Feature: Every HTTP route sits behind the local bearer and the loopback boundary
  Seed 000, "Authenticated HTTP follow-up": the local bearer middleware surrounds `/mcp` and every API route,
  so an unauthenticated request is refused (401) before any routing. Upstream's owner also serves loopback
  hosts and origins only (403 otherwise).

  Background:
    Given the sample repository "app"
    And the HTTP owner serves the repository "app"

  @clause:HTTP-AUTH-1 @clause:HTTP-AUTH-3
  Scenario: requests without credentials are refused before routing
    Then every request below without credentials is answered 401 "authentication_required":
      | method | path              |
      | POST   | /mcp              |
      | GET    | /api/health       |
      | GET    | /api/instances    |
      | POST   | /api/tools/search |
      | GET    | /api/x            |
    And the unknown route "/api/x" is answered 404 once the bearer is presented

  @clause:HTTP-AUTH-2 @clause:HTTP-AUTH-3
  Scenario: requests with a bearer the owner never issued are refused before routing
    Then every request below with a wrong bearer is answered 401 "authentication_invalid":
      | method | path              |
      | POST   | /mcp              |
      | GET    | /api/health       |
      | GET    | /api/instances    |
      | POST   | /api/tools/search |
      | GET    | /api/x            |
    And the unknown route "/api/x" is answered 404 once the bearer is presented

  @clause:HTTP-LOCAL-1
  Scenario Outline: a request naming a host other than loopback is refused even with the bearer
    Then a request with the Host "<host>" is answered 403 "host_not_allowed"
    And a request with the Host "localhost:{port}" is served

    Examples:
      | host                  |
      | evil.example:{port}   |
      | 192.0.2.10:{port}     |

  @clause:HTTP-LOCAL-3 @clause:HTTP-LOCAL-1
  Scenario Outline: a host name that only begins like a loopback address is refused even with the bearer
    Then a request with the Host "<host>" is answered 403 "host_not_allowed"
    And a request with the Host "127.0.0.1:{port}" is served

    Examples:
      | host                            |
      | 127.attacker.example:{port}     |
      | 127.0.0.1.rebind.example:{port} |

  @clause:HTTP-LOCAL-2
  Scenario Outline: a request from an origin other than loopback is refused even with the bearer
    Then a request with the Origin "<origin>" is answered 403 "origin_not_allowed"
    And a request with the Origin "http://127.0.0.1:{port}" is served

    Examples:
      | origin                   |
      | https://evil.example     |
      | http://192.0.2.10:{port} |
      | null                     |
