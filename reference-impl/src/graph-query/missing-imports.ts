// missing: imports written in an ingested file that resolve to no file of the graph — never guessed.
import path from 'node:path';
import { compareCodeUnits, detectLanguage, extractSymbols, resolveImports, sha256Hex, type FileEntry, type Graph, type LanguageId } from '../graph/index.js';

export interface MissingImport {
  file_path: string;
  /** The import as written (`./gone.js`, a Rust `mod x`). */
  spec: string;
  language: LanguageId;
}

export interface MissingAnswer {
  missing: MissingImport[];
  /** Files whose imports were read and judged. */
  files_checked: number;
  /** Files changed or gone since ingest: their imports are not judged, so nothing is said about them. */
  skipped_stale: string[];
  /** Package imports (`zod`, `node:fs`) name no file of the tree and are counted, not listed as missing. */
  external_count: number;
}

/** Reads a file's bytes by absolute path; null when unreadable. */
export type ReadBytesFn = (abs: string) => Buffer | null;

/**
 * Re-reads each parsable ingested file (only those whose content still matches the ingested digest, so the
 * answer is about the graph) and resolves each relative import as the scan did. `only` narrows to files
 * whose path or a written import contains it.
 */
export async function missingImports(g: Graph, readBytes: ReadBytesFn, only?: (file: string, specs: readonly string[]) => boolean): Promise<MissingAnswer> {
  const answer: MissingAnswer = { missing: [], files_checked: 0, skipped_stale: [], external_count: 0 };
  for (const root of g.roots) {
    const entries = g.files.filter((f) => f.root === root);
    const paths = new Set(entries.map((f) => f.path));
    for (const entry of entries) {
      const lang = detectLanguage(entry.path);
      if (!lang) continue;
      const text = ingestedText(root, entry, readBytes);
      if (text === null) {
        answer.skipped_stale.push(entry.path);
        continue;
      }
      let extraction;
      try {
        extraction = await extractSymbols(lang, text, text.split(/\r?\n/));
      } catch {
        continue;
      }
      if (only && !only(entry.path, [...extraction.imports, ...extraction.modDecls])) continue;
      answer.files_checked++;
      for (const spec of extraction.imports) {
        // A bare package (`from . import x` is written `.`) may be a namespace package with no file to name.
        if (lang === 'python' && isPackageOnly(spec)) continue;
        if (!isLocal(lang, spec)) {
          answer.external_count++;
          continue;
        }
        if (!resolvesWithin(lang, entry.path, spec, extraction.imports, paths)) answer.missing.push({ file_path: entry.path, spec, language: lang });
      }
      for (const mod of extraction.modDecls) {
        if (resolveImports(lang, entry.path, [], [mod], paths).length === 0) answer.missing.push({ file_path: entry.path, spec: `mod ${mod}`, language: lang });
      }
    }
  }
  answer.missing.sort((a, b) => compareCodeUnits(a.file_path, b.file_path) || compareCodeUnits(a.spec, b.spec));
  answer.skipped_stale.sort(compareCodeUnits);
  return answer;
}

function ingestedText(root: string, entry: FileEntry, readBytes: ReadBytesFn): string | null {
  const bytes = readBytes(`${root}/${entry.path}`);
  return bytes !== null && sha256Hex(bytes) === entry.sha256 ? bytes.toString('utf8') : null;
}

/** Relative imports name files of the tree; Python's extractor keeps only its relative ones. */
function isLocal(lang: LanguageId, spec: string): boolean {
  return lang === 'python' || spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../');
}

/**
 * Resolved as the scan resolves it, from a sibling name so an import of the file itself (which the scan drops
 * as an edge) still counts as found. Python's `from .m import a` is written `./m` and `./m/a` (`a` may be a
 * symbol or a submodule): the statement is judged once, on `./m`, found when `./m` or any of its names is.
 */
function resolvesWithin(lang: LanguageId, from: string, spec: string, all: readonly string[], paths: ReadonlySet<string>): boolean {
  const probe = `${path.posix.dirname(from)}/\u0000probe`;
  const found = (s: string) => resolveImports(lang, probe, [s], [], paths).length > 0;
  if (lang !== 'python') return found(spec);
  const parent = spec.includes('/') ? spec.slice(0, spec.lastIndexOf('/')) : null;
  if (parent !== null && !isPackageOnly(parent) && all.includes(parent)) return true;
  return found(spec) || all.some((s) => s.startsWith(`${spec}/`) && found(s));
}

/** `.`, `./..`: a Python relative import naming only a package. */
function isPackageOnly(spec: string): boolean {
  return /^\.(\/\.\.)*$/.test(spec);
}
