// The closed vocabularies of the HTTP sentences.

/** What a client presents: nothing, or a bearer the owner never issued. */
export type Credential = 'none' | 'wrong';
export const CREDENTIAL_PATTERN = /without credentials|with a wrong bearer/;

export function parseCredential(words: string): Credential {
  if (words === 'without credentials') return 'none';
  if (words === 'with a wrong bearer') return 'wrong';
  throw new Error(`unknown credential "${words}"; use "without credentials" or "with a wrong bearer"`);
}

/** The request headers the loopback boundary checks, as features name them. */
export type BoundaryHeader = 'host' | 'origin';
export const BOUNDARY_HEADER_PATTERN = /Host|Origin/;

export function parseBoundaryHeader(word: string): BoundaryHeader {
  if (word === 'Host') return 'host';
  if (word === 'Origin') return 'origin';
  throw new Error(`unknown header "${word}"; use Host or Origin`);
}

/** A request line of a Gherkin table: `| method | path |`. */
export interface RouteRow {
  method: string;
  path: string;
}

/** The rows of a `| method | path |` table; a row without either is named. */
export function readRouteRows(hashes: readonly Record<string, string>[]): RouteRow[] {
  return hashes.map((row, i) => {
    const { method, path } = row;
    if (!method || !path) throw new Error(`table row ${i + 1} needs a method and a path: ${JSON.stringify(row)}`);
    return { method, path };
  });
}
