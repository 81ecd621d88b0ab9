export const HELP_TEXT = `m1nd-ref-mcp — the reference code-graph memory server of m1nd-conformance

Usage: m1nd-mcp [--stdio | --serve [--port N] [--bind HOST]] [--config FILE] [--runtime-dir DIR] [--read-only] [--list-seams] [--version] [--help]

Serves MCP over newline-delimited JSON-RPC on stdin/stdout, or as an authenticated loopback HTTP owner.

  --stdio              serve on stdio (the default)
  --serve              serve Streamable HTTP on /mcp plus /api/* routes (bearer required)
  --port N             HTTP port (default 1337; 0 picks a free one)
  --bind HOST          HTTP bind address; loopback only (default 127.0.0.1)
  --config FILE        JSON configuration; its launcher_workspace_root is the grant and wins over M1ND_WORKSPACE_ROOT
  --runtime-dir DIR    the private runtime directory (or M1ND_RUNTIME_DIR); required with a grant
  --graph, --plasticity, --registry-dir PATH
                       persistence overrides; ignored when a grant is present
  --birth ROOT         the human birth ceremony: create a born brain for ROOT in the runtime, then exit
  --read-only          attach read-only: reads answer, every action that writes is refused read_only
  --no-gui             accepted for compatibility; there is no GUI
  --list-seams         print the seam names of the test protocol and exit
  --print-routes       print every tool's semantic actions, floors and gate decision, one per line, and exit
  --version            print the version and exit

Environment:
  M1ND_WORKSPACE_ROOT  the launcher grant: the one repository this process prepares automatically
  M1ND_RUNTIME_DIR     the private runtime directory
  M1ND_HTTP_BEARER_TOKEN       the HTTP bearer (64 hex characters)
  M1ND_HTTP_BEARER_TOKEN_FILE  a file holding it; else one is generated at <runtime>/http-auth-token-v1 (0600)
  M1ND_EMBED_MODEL     a static-embedding model directory (model2vec layout) for semantic seek
  M1ND_READ_ONLY       1 or true: attach read-only, as --read-only (0, false or empty: writable)
  M1ND_TEST_SEAMS_DIR  enables the seam protocol (tests only)

Exit status: 0 clean end, 1 internal error, 2 usage error, 3 startup refusal (code on stderr),
143 startup cancelled by SIGTERM before serving.`;
