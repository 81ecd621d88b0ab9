@needs:stdio
Feature: A granted repository is prepared automatically and reused
  Seed 000, "Proven slice: stdio with an explicit launcher root": with a grant and a private runtime the
  server scans exactly the granted root through its single writer and checkpoint, answers the first
  orientation or retrieval call from that graph, and reuses the persisted graph later and after a restart.

  Background:
    Given the sample repository "app"

  @clause:BOOT-GRANT-1 @clause:BOOT-FIRSTCALL-1 @clause:HYG-ISERROR-1
  Scenario: the first retrieval calls find a repository symbol without any ingest
    When the server starts with the repository "app" granted
    Then the server is ready
    And the search for "greetVisitor" finds it in "src/greeter.ts"
    And seeking "compute checksum" finds "compute_checksum"
    And north reports a populated graph rooted at the repository "app"
    And no ingest or birth request was sent

  @clause:BOOT-SCAN-1 @clause:BOOT-FIRSTCALL-1
  Scenario: the symbol the server finds is in the persisted snapshot of exactly the granted root
    When the server starts with the repository "app" granted
    Then the server is ready
    And the search for "ParseManifest" finds it in "cmd/main.go"
    And the persisted snapshot holds "ParseManifest" from the repository "app"
    And the persisted root set is exactly the repository "app"
    And the persisted snapshot holds nothing ignored by the repository

  @clause:BOOT-HEALTH-1 @clause:HYG-PATHS-1 @clause:HYG-ISERROR-1
  Scenario: health reports the counts, the exact root set and destinations inside the runtime
    When the server starts with the repository "app" granted
    Then the server is ready
    And health reports the root set exactly the repository "app"
    And health reports as many nodes as the persisted snapshot holds, and some edges
    And health reports graph and plasticity paths inside the runtime directory

  @clause:BOOT-EDGES-1
  Scenario: the persisted graph holds each import between two files as an edge from importer to imported
    Given a repository "linked" whose files import one another
    When the server starts with the repository "linked" granted
    Then the server is ready
    And the search for "welcomeGuest" finds it in "src/visit.ts"
    And the persisted graph has an edge from "src/visit.ts" to "src/greeter.ts"
    And the persisted graph has an edge from "src/boot.ts" to "src/polyfill.ts"
    And the persisted graph has an edge from "tools/run.py" to "tools/report.py"
    And the persisted graph has no edge from "src/greeter.ts" to "src/visit.ts"
    And the persisted graph has no edge from "src/polyfill.ts" to "src/boot.ts"

  @clause:BOOT-REUSE-1
  Scenario: later calls answer from the prepared graph, not from a new scan of the repository
    When the server starts with the repository "app" granted
    Then the server is ready
    And the search for "greetVisitor" finds it in "src/greeter.ts"
    When a source file "src/late.ts" defining "lateArrivalSymbol" appears in the repository "app" while the server serves
    Then north reports a populated graph rooted at the repository "app"
    And the search for "lateArrivalSymbol" finds nothing
    And the search for "render_report" finds it in "tools/report.py"
    And health still reports the node and edge counts it reported before the file appeared

  @clause:BOOT-REUSE-1 @needs:seams
  Scenario: later calls in the same process never reach the scan
    When the server starts with the repository "app" granted
    Then the server is ready
    When the seam "ingest.scan" is held from now on
    Then the search for "greetVisitor" finds it in "src/greeter.ts"
    And the search for "render_report" finds it in "tools/report.py"
    And north reports a populated graph rooted at the repository "app"
    And the seam "ingest.scan" was never reached

  @clause:BOOT-REUSE-2
  Scenario: a clean restart answers from the persisted graph without scanning the repository again
    Given the server has prepared the repository "app" and ended cleanly
    And a source file "src/late.ts" defining "lateArrivalSymbol" appears in the repository "app"
    When the server starts again with the repository "app" granted
    Then the server is ready
    And the search for "greetVisitor" finds it in "src/greeter.ts"
    And the search for "lateArrivalSymbol" finds nothing
    And health reports the root set exactly the repository "app"

  @clause:BOOT-REUSE-2 @needs:seams @needs:snapshot-layout
  Scenario: a clean restart keeps the checkpoint and never reaches the scan
    Given the server has prepared the repository "app" and ended cleanly
    And the seam "ingest.scan" is held from now on
    When the server starts again with the repository "app" granted
    Then the server is ready
    And the search for "greetVisitor" finds it in "src/greeter.ts"
    And the seam "ingest.scan" was never reached
    And the checkpoint pointer names the same checkpoint as before

  @clause:AUTH-EOF-1 @clause:BOOT-SCAN-1
  Scenario: end of input after a successful start persists and exits cleanly
    When the server starts with the repository "app" granted
    Then the server is ready
    When the server's input ends
    Then the server exits with status 0
    And the persisted root set is exactly the repository "app"
    And the persisted snapshot holds "GreetingBook" from the repository "app"

  @clause:BOOT-REGISTRY-1
  Scenario: a clean end leaves no record of the server in its runtime's registry
    When the server starts with the repository "app" granted
    Then the server is ready
    When the server's input ends
    Then the server exits with status 0
    And the runtime's instance registry lists no owner that has ended

  @clause:BOOT-REGISTRY-1 @needs:snapshot-layout
  Scenario: a serving stdio server is listed in its runtime's registry until it ends
    When the server starts with the repository "app" granted
    Then the server is ready
    And the runtime's instance registry lists the server as a stdio owner
    When the server receives SIGTERM
    Then the server exits with status 0
    And the runtime's instance registry lists no owner that has ended

  @clause:BOOT-GRANT-2 @needs:root @needs:mount-namespace
  Scenario: a read-only granted repository prepares with everything derived in the runtime
    Given the repository "app" is mounted read-only for the server
    When the server starts with the repository "app" granted
    Then the server is ready
    And the search for "LedgerEntry" finds it in "src/lib.rs"
    And health reports graph and plasticity paths inside the runtime directory

  @clause:BOOT-OWNER-1
  Scenario: a second server on a runtime that is already served is refused
    When the server starts with the repository "app" granted
    Then the server is ready
    When a second server starts on the same runtime with the repository "app" granted
    Then the second server's startup is refused with "runtime_already_owned"
    And the first server still answers health for the repository "app"

  @clause:AUTH-DERIVED-1 @clause:AUTH-SOURCE-1
  Scenario: derived state stays in the runtime and nowhere else
    When the server starts with the repository "app" granted
    Then the server is ready
    And the search for "ReportWriter" finds it in "tools/report.py"
    When the server's input ends
    Then the server exits with status 0
    And the home, temporary, cache and configuration directories are untouched
    And the runtime directory holds the persisted snapshot
