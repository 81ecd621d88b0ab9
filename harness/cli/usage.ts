/** Help texts: one per command, printed by `--help` and on usage errors. */
export const MAIN_USAGE = `m1nd-conformance — the conformance kit for agent code-graph memory runtimes

Usage:
  m1nd-conformance run     --impl FILE [--tags EXPR] [--area NAME] [--report-dir DIR] [--expectations FILE] [--require-conformant]
  m1nd-conformance probe   [--impl FILE] [--json]
  m1nd-conformance clauses [--report FILE|DIR] [--claims CAPS | --impl FILE] [--json]
  m1nd-conformance repro   BUNDLE
  m1nd-conformance COMMAND --help

Exit status: 0 nothing failed, 1 a failure (or no scenario ran), 2 usage error (bad flags, or an
invalid --impl / --expectations / bundle file).`;

export const RUN_USAGE = `m1nd-conformance run — run the battery against an implementation and write the reports

Usage: m1nd-conformance run [--impl FILE] [--tags EXPR] [--area NAME] [--report-dir DIR]
                            [--expectations FILE] [--require-conformant] [FEATURE[:LINE]...]

  --impl FILE            the implementation adapter (JSON, see harness/README.md); default: the bundled reference
  --tags EXPR            a Cucumber tag expression, e.g. "@clause:BOOT-GRANT-1 or @needs:http"
  --area NAME            one spec area: runs features/NAME (bootstrap, http, ...)
  --report-dir DIR       where reports go; default reports/<adapter name>
  --expectations FILE    known failures of this implementation (clause|scenario, expect, reason, issue, expires)
  --require-conformant   exit 1 unless the verdict is conformant (a partial verdict exits 0 otherwise)

Lane variables: M1ND_TEST_BINARY (replaces the server command), M1ND_TEST_EMBED_MODEL (a real model),
M1ND_TEST_IMAGE (the container lane's image), DOCKER_HOST.
Reports: conformance.md, conformance.json, cucumber.html, junit.xml, messages.ndjson, lane.json and, for
each failure, a replay bundle under replay/ with the one command that replays it.
Exit status: 0 nothing failed (verdict conformant, partial, or every failure expected), 1 otherwise, 2 usage error.`;

export const PROBE_USAGE = `m1nd-conformance probe — what this lane provides, with evidence, and what it would skip

Usage: m1nd-conformance probe [--impl FILE] [--json]

Probes each need once, bounded in time (binary --version, model files, the container engine's own answer,
root, mount namespaces, platform, git) and lists, for every claimed or lane need, whether it is provisioned
and why, then how many scenarios this lane would skip and for which reason.
Exit status: 0, or 2 on a usage error or an invalid adapter file.`;

export const CLAUSES_USAGE = `m1nd-conformance clauses — the clause catalog with each clause's scenarios and last status

Usage: m1nd-conformance clauses [--report FILE|DIR] [--claims CAPS | --impl FILE] [--json]

  --report FILE|DIR   a conformance.json (or the report folder holding it); default: the newest
                      reports/*/conformance.json
  --claims CAPS       instead of statuses: per clause, how many scenarios would run for an implementation
                      claiming CAPS (comma-separated, e.g. stdio,http,birth), and the MUST wire clauses
                      with none; lane-only needs count as provided, platform tags are ignored
  --impl FILE         the same, with the capabilities an adapter file claims
  --json              print JSON instead of text
Exit status: 0, or 2 on a usage error.`;

export const REPRO_USAGE = `m1nd-conformance repro — replay one failed scenario from its bundle

Usage: m1nd-conformance repro BUNDLE

BUNDLE is the folder a failed run printed after "replay:" (reports/<impl>/replay/<scenario>). The scenario
is run again against the adapter it failed with and the lane variables it had; reports go to BUNDLE/rerun/.
Exit status: as for run.`;
