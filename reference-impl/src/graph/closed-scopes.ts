// Which definitions keep their own names from the bare names written inside them (FileDef `scope`). A Python
// method's `limit` is the module's, never its class's attribute (that is `self.limit`); so in the script languages
// (`this.limit`), in Go and Rust (a receiver, `Self::`) and in PHP (`$this->`, `self::`). Java, C#, C++ and Ruby
// see a class's members from its methods, and a module, a namespace, an enum or a function sees its own names
// everywhere: none of those is closed. (A Python class body's own code does see its class's names: RawUse
// `classBody`.)
import type { FileDef } from '../records/index.js';
import type { RawSymbol } from './extract-common.js';
import type { LanguageId } from './load-language.js';

const CLOSED_TYPES: Partial<Record<LanguageId, ReadonlySet<string>>> = {
  python: new Set(['class']),
  typescript: new Set(['class', 'interface']),
  tsx: new Set(['class', 'interface']),
  javascript: new Set(['class', 'interface']),
  go: new Set(['struct', 'interface', 'type', 'class', 'enum', 'trait']),
  rust: new Set(['struct', 'interface', 'type', 'class', 'enum', 'trait']),
  php: new Set(['class', 'interface', 'trait', 'enum']),
};

const SCRIPT = new Set<LanguageId>(['typescript', 'tsx', 'javascript']);
const VALUES = new Set(['variable', 'constant']);
const CLOSED: NonNullable<FileDef['scope']> = 'closed';

/** Whether a bare name in `lang` skips the closed definitions around it (and any scope the file defines nothing for). */
export const closesScopes = (lang: string): boolean => lang in CLOSED_TYPES;

/**
 * The `scope` of each of a file's symbols that has one: `closed` for a class, type or interface of a language that
 * closes them, and for a script constant or variable whose members are definitions (an object literal's).
 */
export function scopeFlags(lang: LanguageId, symbols: readonly RawSymbol[]): Map<RawSymbol, NonNullable<FileDef['scope']>> {
  const flags = new Map<RawSymbol, NonNullable<FileDef['scope']>>();
  const closed = CLOSED_TYPES[lang];
  if (closed === undefined) return flags;
  const parents = new Set<string>();
  for (const s of symbols) if (s.parent !== null) parents.add(s.parent);
  for (const s of symbols) if (closed.has(s.type) || (SCRIPT.has(lang) && VALUES.has(s.type) && parents.has(s.qualified))) flags.set(s, CLOSED);
  return flags;
}
