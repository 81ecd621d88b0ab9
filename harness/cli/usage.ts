/** Help texts: one per command, printed by `--help` and on usage errors. */
export const MAIN_USAGE = `m1nd-conformance — the conformance kit for agent code-graph memory runtimes

Usage:
  m1nd-conformance run     --impl FILE [--tags EXPR] [--area NAME] [--report-dir DIR] [--expectations FILE] [--require-conformant]
                           [--shard I/N [--durations FILE]]
  m1nd-conformance merge   SHARD_DIR... --report-dir DIR [--expectations FILE] [--require-conformant]
  m1nd-conformance durations REPORT... [--out FILE]
  m1nd-conformance probe   [--impl FILE] [--json]
  m1nd-conformance clauses [--report FILE|DIR] [--claims CAPS | --impl FILE] [--json]
  m1nd-conformance repro   BUNDLE
  m1nd-conformance COMMAND --help

Shards: run the battery on N machines with \`run --shard I/N\` (I = 1..N), then \`merge\` their report folders
into one report; \`durations\` rewrites the file that balances the shards.
Exit status: 0 nothing failed, 1 a failure (or no scenario ran, or shards that do not merge), 2 usage error
(bad flags, or an invalid --impl / --expectations / --durations / bundle file).`;

export const RUN_USAGE = `m1nd-conformance run — run the battery against an implementation and write the reports

Usage: m1nd-conformance run [--impl FILE] [--tags EXPR] [--area NAME] [--report-dir DIR]
                            [--expectations FILE] [--require-conformant]
                            [--shard I/N [--durations FILE]] [FEATURE[:LINE]...]

  --impl FILE            the implementation adapter (JSON, see harness/README.md); default: the bundled reference
  --tags EXPR            a Cucumber tag expression, e.g. "@clause:BOOT-GRANT-1 or @needs:http"
  --area NAME            one spec area: runs features/NAME (bootstrap, http, ...)
  --report-dir DIR       where reports go; default reports/<adapter name>
  --expectations FILE    known failures of this implementation (clause|scenario, expect, reason, issue, expires)
  --require-conformant   exit 1 unless the verdict is conformant (a partial verdict exits 0 otherwise)
  --shard I/N            run only shard I of N (1 <= I <= N) of what --area/--tags/FEATURE select: the
                         scenarios are split by identity (feature path, scenario name, example row) into N
                         bins of near-equal time, longest first, so every shard computes the same split;
                         merge the N report folders with \`m1nd-conformance merge\`
  --durations FILE       the scenario durations the shards balance by (default harness/run/durations.json,
                         rewritten by \`m1nd-conformance durations\`); every shard must read the same file;
                         a scenario it does not know weighs the median

Lane variables: M1ND_TEST_BINARY (replaces the server command), M1ND_TEST_EMBED_MODEL (a real model),
M1ND_TEST_IMAGE (the container lane's image), DOCKER_HOST.
Reports: conformance.md, conformance.json, cucumber.html, junit.xml, messages.ndjson, lane.json and, for
each failure, a replay bundle under replay/ with the one command that replays it.
The run ends with the ten slowest scenarios and the harness overhead per scenario (its wall time minus the
time an implementation process it started was alive; conformance.json "timing" says so).
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

export const MERGE_USAGE = `m1nd-conformance merge — one conformance report from the report folders of N shards

Usage: m1nd-conformance merge SHARD_DIR... --report-dir DIR [--expectations FILE] [--require-conformant]

  SHARD_DIR              the --report-dir of each \`run --shard I/N\`, all N of them, in any order
  --report-dir DIR       where the merged report goes (a folder of its own, not a shard's)
  --expectations FILE    the expectations file the shards ran with (its sha256 must match theirs)
  --require-conformant   exit 1 unless the merged verdict is conformant

The shards must be 1/N..N/N of one run: the same suite, catalog, adapter, expectations, selection and
durations digests, and together every selected scenario exactly once; a missing, duplicated or unselected
scenario is named. The merged verdict follows the rules of a single run (expectations, "stale" included, are
judged over every shard; each shard's lane evidence is kept). Writes conformance.json, conformance.md,
junit.xml and lane.json; Cucumber HTML, messages and replay bundles stay in the shard folders.
Exit status: as for run; 1 too when the shards do not merge.`;

export const DURATIONS_USAGE = `m1nd-conformance durations — the durations file shards balance by, from finished runs

Usage: m1nd-conformance durations REPORT... [--out FILE]

  REPORT      a report folder of a run (or merge), or its conformance.json or messages.ndjson; give every
              shard's folder to cover a sharded run (a scenario timed twice keeps the longest time)
  --out FILE  write the file there (e.g. harness/run/durations.json, the default every shard reads);
              without it the file is printed
Exit status: 0, or 2 when a report cannot be read or holds no timed scenario.`;
