// Public surface of the code-graph engine: scan, persist, digest, search, seek, staleness.
export { compiledIn } from './compiled-files.js';
export type {
  CompiledFile,
  EdgeKind,
  FileEntry,
  Graph,
  GraphEdge,
  GraphNode,
  NodeType,
  ScanOptions,
  SearchHit,
  SearchQuery,
  SearchResult,
  SeekHit,
  SeekQuery,
  SeekResult,
  StalenessReport,
  StalenessRequest,
} from './types.js';
export { scanRoot, sha256Hex } from './scan-root.js';
export { collectForGraphOf } from './collect-garbage.js';
export { adoptStamps, encodeStamps, setStamp, stampOf, type FileStamp } from './file-stamps.js';
export { MAX_FILE_BYTES, textFileReader } from './read-text-file.js';
export { graphDigest, rememberGraphDigest } from './graph-digest.js';
export { canonicalJson } from './canonical-json.js';
export { graphSnapshotChunks, decodeDeferredLinks, decodedLinks, decodeGraphSnapshot, serializeGraph, SnapshotReader, type DeferLinks, type SnapshotChunks } from './snapshot-codec.js';
export { searchGraph, searchIndexOf, buildSearchIndex, type SearchIndex, type SearchOptions } from './search-graph.js';
export type { ReadBytesFn } from './text-index/index.js';
export { seekGraph, lexicalRanker, adoptSeekIndex, builtSeekIndexOf, hasSeekIndex, type SeekRanker } from './seek-graph.js';
export { CACHE_HEADER_MAX_BYTES, decodeSeekIndexCache, encodeSeekIndexCache, headerVerdict } from './seek-index-cache.js';
export type { SeekIndex } from './seek-index.js';
export { buildSeekIndexOnThread, type SeekIndexThread, type SnapshotSeekIndex } from './seek-index-thread.js';
export { staleness, judgeFile, diskProbe, type FileProbe, type FileVerdict } from './staleness.js';
export { sortGraph } from './sort-graph.js';
export { walkTree, compareCodeUnits } from './walk-tree.js';
export { tokenize } from './tokenize.js';
export { extractSymbols } from './extract-symbols.js';
export { detectLanguage, type LanguageId } from './load-language.js';
export { compiledModuleBase, compiledModulePaths, isPythonAbsolute, pythonAbsoluteFiles, pythonCompiledModule, pythonDirectoriesOf, pythonNameInTree, pythonSearchRoots, resolveImports } from './resolve-imports.js';
export { modDeclName, namesOnlyACrate } from './mod-decls.js';
export { RustModules } from './resolve-rust-paths.js';
export { isLocalSpec } from './resolve-modules.js';
export { ScriptAliases } from './resolve-script-aliases.js';
export { resolveUses, type UnresolvedUse, type UseResolution } from './resolve-uses.js';
export { fileNodeId } from './build-nodes.js';
