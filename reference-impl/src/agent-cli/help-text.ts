import { DEFAULT_BUDGETS, DEFAULT_WAIT_MS, MAX_WAIT_MS, MIN_WAIT_MS } from './budgets.js';

const s = (ms: number): string => `${ms / 1000} s`;

const COMMON = `  --repo R             the repository (default: the current directory)
  --runtime-dir D      use D as the runtime (created 0700 if missing); beats a runtime in M1ND_MCP_ARGS;
                       a relative D resolves from this command's directory
  --binary B           the server executable (else M1ND_MCP_BINARY, else the bundled reference server);
                       a .js/.mjs/.cjs path is run with node
  --no-attach          never attach to a served HTTP owner; always run a private stdio runtime
  --json               write exactly one JSON document (schema m1nd-agent-cli-v0) on stdout; logs go to stderr
  --help               this text`;

const ENVIRONMENT = `Environment:
  M1ND_MCP_BINARY                  the server executable
  M1ND_MCP_ARGS                    extra server arguments (shell words); its --runtime-dir V / --runtime-dir=V is
                                   used when --runtime-dir is absent and resolves from the server's directory (the repository)
  M1ND_RUNTIME_DIR                 a runtime directory, used when neither of the above names one
  M1ND_AGENT_CACHE_DIR             the cache base (else $XDG_CACHE_HOME/m1nd/agent-runtimes, else ~/.cache/m1nd/agent-runtimes)
  M1ND_AGENT_CACHE_OWNER_WAIT_MS   how long to wait for another owner of the same runtime (default ${DEFAULT_WAIT_MS};
                                   an integer from ${MIN_WAIT_MS} to ${MAX_WAIT_MS}); then fail with M1ND_AGENT_CACHE_BUSY
  M1ND_REGISTRY_DIR                another registry to search for a served owner (<dir>/instances/*.json)
  M1ND_AGENT_TEST_BUDGET_SCALE     tests only: a factor in (0, 1] applied to every budget below
  M1ND_TEST_SEAMS_DIR              tests only: the seam protocol (see --list-seams)

Budgets (upper bounds, never used to order events): initialize ${s(DEFAULT_BUDGETS.initializeMs)}; each call ${s(DEFAULT_BUDGETS.callMs)};
shutdown ${s(DEFAULT_BUDGETS.afterEofMs)} after closing stdin, then SIGTERM and up to ${s(DEFAULT_BUDGETS.afterSigtermMs)}; each git probe ${s(DEFAULT_BUDGETS.gitMs)}.
SIGKILL is never sent. A server that does not close its streams in time is a failure that keeps the lease.

Exit status: 0 success (an empty search is a success); 1 ok:false after the envelope (busy cache, refused
refresh, startup or shutdown failure, ...; the cause is also on stderr); 2 usage or configuration error;
128 + signal number when interrupted by SIGTERM (143), SIGINT (130) or SIGHUP (129).`;

export const HELP: Record<'top' | 'agent' | 'first-minute' | 'am-i-stale' | 'init', string> = {
  top: `m1nd-ref — the reference agent CLI of m1nd-conformance (upstream's "m1nd" command)

Usage:
  m1nd-ref agent first-minute --repo R [--query Q] [options] --json
  m1nd-ref agent am-i-stale --repo R --file PATH [--file PATH...] [--node ID...] [options] --json
  m1nd-ref init --birth ROOT [--repo R | --runtime-dir D] [--binary B] [--json]
  m1nd-ref --list-seams | --version | --help

Each command takes --help.`,
  agent: `m1nd-ref agent — repository orientation through a private, cached runtime

Commands:
  first-minute   prepare (or reuse and refresh) the repository's runtime, then orient and search
  am-i-stale     ask which files or nodes changed since they were ingested

Run "m1nd-ref agent <command> --help" for its options.`,
  'first-minute': `m1nd-ref agent first-minute --repo R [--query Q] [--runtime-dir D] [--binary B] [--no-attach] --json

Attaches to a served HTTP owner whose workspace covers R when one is registered; otherwise starts a private
stdio server with M1ND_WORKSPACE_ROOT=R in a runtime chosen by --runtime-dir, M1ND_MCP_ARGS, M1ND_RUNTIME_DIR,
or the automatic cache <base>/<sha256 of the identity>. The identity is R's canonical path plus, in git, its
branch and HEAD; agent-cache-identity.json inside the runtime repeats it. A per-runtime lease
(.agent-cache-owner-v1/owner.json) is held from before the identity check until the server has closed.
A warm runtime is refreshed (ingest mode=refresh on R) before anything else; a cold one is prepared once.
Then health, and search + seek for --query (north without one).

  --query Q            what to look for (literal search and seek)
${COMMON}

${ENVIRONMENT}`,
  'am-i-stale': `m1nd-ref agent am-i-stale --repo R --file PATH [--file PATH...] [--node ID...] [options] --json

Calls am_i_stale on R's runtime (no refresh: that would erase the answer). Paths never ingested are
unknown; an answer with only unknown entries is reported as unknown_only, never as fresh.

  --file PATH          a file, relative to R or absolute (repeatable)
  --node ID            a node id (repeatable)
${COMMON}

${ENVIRONMENT}`,
  init: `m1nd-ref init --birth ROOT [--repo R | --runtime-dir D] [--binary B] [--json]

Runs the server's birth ceremony (<server> --birth ROOT) in a runtime named by --runtime-dir, M1ND_MCP_ARGS
or M1ND_RUNTIME_DIR, else in the automatic cache of --repo R (with R as the grant), and reports its receipt
or refusal in the envelope's "birth" object. A refusal is ok:false and exit 1.

  --birth ROOT         the repository to give birth to
${COMMON}

${ENVIRONMENT}`,
};
