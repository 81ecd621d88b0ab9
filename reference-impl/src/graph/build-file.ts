// Everything one read file contributes to a graph: its file entry, its nodes and contains-edges, and its link
// material. Pure over the bytes, so a scan may run it anywhere (in a worker, or again on refresh).
import { hash } from 'node:crypto';
import path from 'node:path';
import type { FileDef, FileLinks, RawRef } from '../records/index.js';
import { buildSymbolNodes, fileNodeId } from './build-nodes.js';
import { withPhpCase } from './php-names.js';
import { withCTags } from './c-tags.js';
import { scopeFlags } from './closed-scopes.js';
import { withoutConditionalBodyNames } from './conditional-class-names.js';
import type { Extraction, RawSymbol, RawUse } from './extract-common.js';
import { GO_MOD_LANG, goModulePath, isGoMod } from './extract-gomod.js';
import { extractSections, isMarkdown } from './extract-markdown.js';
import { isPackageManifest, packageManifestLinks } from './extract-package-manifest.js';
import { isScriptConfig, scriptConfigLinks } from './extract-script-config.js';
import { extractSymbols } from './extract-symbols.js';
import { UNKNOWN_BASE } from './extract-uses.js';
import { detectLanguage, type LanguageId } from './load-language.js';
import type { FileEntry, GraphEdge, GraphNode } from './types.js';

export interface FilePart {
  file: FileEntry;
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** null for a file no grammar parsed. */
  links: FileLinks | null;
}

/** The graph part of one file's bytes; a parse failure leaves a plain file node. */
export async function buildFilePart(root: string, relPath: string, bytes: Buffer, signal?: AbortSignal): Promise<FilePart> {
  const text = bytes.toString('utf8');
  const file: FileEntry = { root, path: relPath, sha256: sha256Hex(bytes), size: bytes.length };
  const fileNode = buildFileNode(root, relPath, text);
  const nodes: GraphNode[] = [fileNode];
  const edges: GraphEdge[] = [];
  if (isMarkdown(relPath)) {
    const sections = await tryRun(() => extractSections(text, text.split(/\r?\n/)), signal);
    if (sections) addSymbols(root, relPath, sections, nodes, edges);
    return { file, nodes, edges, links: null };
  }
  if (isGoMod(relPath)) return { file, nodes, edges, links: goModLinks(root, relPath, text) };
  if (isScriptConfig(relPath)) return { file, nodes, edges, links: scriptConfigLinks(root, relPath, text) };
  if (isPackageManifest(relPath)) return { file, nodes, edges, links: packageManifestLinks(root, relPath, text) };
  const lang = detectLanguage(relPath);
  const extraction = lang ? await tryRun(() => extractSymbols(lang, text, signal, lang === 'cpp' && C_SOURCE.test(relPath)), signal) : null;
  if (!lang || !extraction) return { file, nodes, edges, links: null };
  const symbols = addSymbols(root, relPath, extraction.symbols, nodes, edges, scopeFlags(lang, extraction.symbols));
  return { file, nodes, edges, links: fileLinks(root, relPath, lang, extraction, symbols, fileNode) };
}

function addSymbols(root: string, relPath: string, raw: readonly RawSymbol[], nodes: GraphNode[], edges: GraphEdge[], scopes?: ReturnType<typeof scopeFlags>) {
  const symbols = buildSymbolNodes(root, relPath, raw, scopes);
  for (const node of symbols.nodes) nodes.push(node);
  for (const edge of symbols.edges) edges.push(edge);
  return symbols;
}

function fileLinks(root: string, relPath: string, lang: LanguageId, x: Extraction, symbols: ReturnType<typeof buildSymbolNodes>, fileNode: GraphNode): FileLinks {
  const links: FileLinks = {
    root,
    path: relPath,
    lang,
    imports: x.imports,
    mod_decls: x.modDecls,
    refs: lang === 'python' ? withoutConditionalBodyNames(placeUses(x.uses, symbols.nodes, fileNode), symbols.nodes, symbols.edges, symbols.defs) : placeUses(x.uses, symbols.nodes, fileNode),
    bindings: x.bindings,
    defs: withCTags(lang, withPhpCase(lang, withExportNames(symbols.defs, x.defaultExport, x.exportAliases), symbols.nodes), symbols.nodes),
    namespace: x.namespace,
    open_namespaces: x.openNamespaces,
  };
  if (x.unread) links.unread = x.unread;
  if (x.exports) links.exports = x.exports;
  return links;
}

/** A go.mod's link material: the module path it declares, as its namespace; nothing when it declares none. */
function goModLinks(root: string, relPath: string, text: string): FileLinks | null {
  const modulePath = goModulePath(text);
  if (modulePath === null) return null;
  return { root, path: relPath, lang: GO_MOD_LANG, imports: [], mod_decls: [], refs: [], bindings: [], defs: [], namespace: modulePath, open_namespaces: [] };
}

/**
 * A script module's default export is one more name it offers: `default`, standing for the top-level definition
 * it names (none when that name is no definition of the file, such as an imported one); so is each CommonJS alias
 * (`exports.a = b`) that no definition of the file already has.
 */
function withExportNames(defs: FileDef[], name: string | null, aliases: readonly [string, string][]): FileDef[] {
  const extra: FileDef[] = [];
  const named = (n: string) => defs.find((d) => d.qualified === n) ?? extra.find((d) => d.qualified === n);
  for (const [alias, target] of aliases) {
    const def = named(target);
    if (def && !named(alias)) extra.push({ qualified: alias, id: def.id });
  }
  const target = name === null ? undefined : named(name);
  if (target) extra.push({ qualified: 'default', id: target.id });
  return extra.length > 0 ? [...defs, ...extra] : defs;
}

/**
 * Each use gets the innermost node whose lines hold it (`symbols` are in line order, outer before inner, so
 * later ones overwrite a line's owner), a base the class symbol that names it (by its name and line: one line may hold
 * several classes). An exact repeat (same node, name, qualifier, kind and line) says nothing new.
 */
function placeUses(uses: readonly RawUse[], symbols: readonly GraphNode[], fileNode: GraphNode): RawRef[] {
  const owner = new Int32Array(fileNode.line_end + 2).fill(-1);
  for (let i = 0; i < symbols.length; i++) {
    const s = symbols[i]!;
    const end = Math.min(s.line_end, fileNode.line_end);
    for (let l = s.line_start; l <= end; l++) owner[l] = i;
  }
  const refs: RawRef[] = [];
  const seen = new Set<string>();
  for (let u of uses) {
    const cls = u.owner ? classAt(symbols, u.owner) : -1;
    // A Go struct's field (extract-uses.ts) is its struct's, or nothing when the struct is no symbol.
    if (u.kind === 'field' && cls === -1) continue;
    // A name a Python module binds where no definition shows it (extract-python.ts) is the file's.
    const hidden = u.kind === 'extends' && !u.owner && u.name === UNKNOWN_BASE;
    // A base whose class is no symbol (a class inside a function) is a plain reference where it is written.
    if (u.kind === 'extends' && cls === -1 && !hidden) {
      if (u.name === UNKNOWN_BASE) continue;
      u = { name: u.name, qualifier: u.qualifier, line: u.line, kind: 'reference' };
    }
    const at = hidden ? -1 : cls !== -1 ? cls : u.line < owner.length ? owner[u.line]! : -1;
    const from = at === -1 ? fileNode.id : symbols[at]!.id;
    const key = `${from}\u0000${u.name}\u0000${u.qualifier ?? ''}\u0000${u.kind}\u0000${u.line}\u0000${u.instance ? 1 : u.classBody ? 2 : u.tag ? 3 : 0}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const ref: RawRef = { from, name: u.name, qualifier: u.qualifier, line: u.line, kind: u.kind };
    if (u.instance) ref.instance = true;
    else if (u.classBody) ref.class_body = true;
    else if (u.tag) ref.tag = true;
    refs.push(ref);
  }
  return refs;
}

/** C and C++ source files, as against headers (`.h`, `.hpp`, …): extract-uses.ts cppOutsideUse. */
const C_SOURCE = /\.(?:c|cc|cpp|cxx)$/i;

/** The types whose symbols name bases: a base's use belongs to the innermost of them around it. */
const CLASS_LIKE = new Set<string>(['class', 'struct', 'interface', 'trait', 'type', 'enum', 'module']);

/** The innermost class-like symbol of the owner's name whose lines hold the line its name is on; -1 when none. */
function classAt(symbols: readonly GraphNode[], owner: { line: number; name: string }): number {
  let at = -1;
  for (let i = 0; i < symbols.length; i++) {
    const s = symbols[i]!;
    if (s.line_start > owner.line) break;
    if (owner.line <= s.line_end && s.label === owner.name && CLASS_LIKE.has(s.type)) at = i;
  }
  return at;
}

async function tryRun<T>(run: () => Promise<T>, signal: AbortSignal | undefined): Promise<T | null> {
  try {
    return await run();
  } catch {
    // An abort must still stop the scan; any other failure leaves the file a plain file node.
    if (signal?.aborted) throw signal.reason;
    return null;
  }
}

/** Lines as `split(/\r?\n/)` gives them, less a final empty one after a trailing line break; counted, not split. */
export function lineCountOf(text: string): number {
  let breaks = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) breaks++;
  return text.endsWith('\n') ? breaks : breaks + 1;
}

function buildFileNode(root: string, relPath: string, text: string): GraphNode {
  const lineCount = lineCountOf(text);
  return {
    id: fileNodeId(relPath),
    label: path.posix.basename(relPath),
    type: 'file',
    root,
    path: relPath,
    line_start: 1,
    line_end: Math.max(1, lineCount),
  };
}

export function sha256Hex(bytes: Uint8Array | string): string {
  // One call, no Hash object: a refresh digests every file of the tree (a third of the time of createHash here).
  return hash('sha256', bytes, 'hex');
}
