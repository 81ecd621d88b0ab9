import { join } from 'node:path';
import { writeReferenceRuntime, type SnapshotNode } from '../../probes/index.js';
import type { Scenario } from '../../scenario/index.js';

/** The persisted identities seed 000's "Authority boundary" distinguishes. */
export type SeededIdentity = 'holding-symbols' | 'zero-nodes' | 'extra-root' | 'vanished-root' | 'no-root' | 'declared-twice';

/** A root that once existed and no longer resolves. */
export async function vanishedPath(s: Scenario): Promise<string> {
  return join((await s.prepareHome()).repos, 'vanished-repository');
}

/** Symbol the "declared twice" runtime holds only in its snapshot: finding it proves the snapshot was reused. */
export const SEEDED_ONLY_SYMBOL = { file: 'src/seeded.ts', label: 'seededLedgerSymbol' } as const;

function nodes(root: string, file: string, label: string): SnapshotNode[] {
  return [
    { id: `file::${file}`, label: file.split('/').at(-1) ?? file, type: 'file', path: file, root },
    { id: `sym::${file}::${label}`, label, type: 'function', path: file, root },
  ];
}

/** Seeds the runtime with one identity bound to `repo` (and `other` where the identity names two). */
export async function seedBoundRuntime(s: Scenario, kind: SeededIdentity, repo: string | null, other?: string): Promise<void> {
  if (kind === 'no-root') return seedRuntime(s, { workspaceRoot: null, roots: [], nodes: [] });
  if (repo === null) throw new Error(`a ${kind} runtime is bound to a repository; name it`);
  const root = s.repo(repo);
  const own = nodes(root, 'src/greeter.ts', 'greetVisitor');
  switch (kind) {
    case 'holding-symbols':
      return seedRuntime(s, { workspaceRoot: root, roots: [root], nodes: nodes(root, 'src/foreign.ts', 'foreignLedgerSymbol') });
    case 'zero-nodes':
      return seedRuntime(s, { workspaceRoot: root, roots: [root], nodes: [] });
    case 'extra-root': {
      if (other === undefined) throw new Error('an extra declared root needs a second repository name');
      return seedRuntime(s, { workspaceRoot: root, roots: [root, s.repo(other)], nodes: own });
    }
    case 'vanished-root':
      return seedRuntime(s, { workspaceRoot: root, roots: [root, await vanishedPath(s)], nodes: own });
    case 'declared-twice':
      return seedRuntime(s, { workspaceRoot: root, roots: [root, root], nodes: nodes(root, SEEDED_ONLY_SYMBOL.file, SEEDED_ONLY_SYMBOL.label) });
  }
}

/** Nodes a seeded snapshot holds for one symbol in one file of `root`. */
export function seededNodes(root: string, rel: string, symbol: string): SnapshotNode[] {
  return [
    { id: `file::${rel}`, label: rel.split('/').at(-1) ?? rel, type: 'file', path: rel, root },
    { id: `sym::${rel}::${symbol}`, label: symbol, type: 'function', path: rel, root },
  ];
}

/** Seeds the runtime with a persisted identity and graph in the reference layout. */
export async function seedRuntime(s: Scenario, state: { workspaceRoot: string | null; roots: string[]; nodes: SnapshotNode[] }): Promise<void> {
  const fixture = await s.prepareHome();
  await writeReferenceRuntime(fixture.runtime, state);
}
