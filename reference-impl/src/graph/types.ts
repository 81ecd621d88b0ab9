// The code graph's public shapes: what a scan produces; the persisted ones are the snapshot record's own.
import type { FileLinks, SnapshotEdge, SnapshotFile, SnapshotNode } from '../records/index.js';

export type NodeType = SnapshotNode['type'];

export type GraphNode = SnapshotNode;

export type EdgeKind = SnapshotEdge['kind'];
export type GraphEdge = SnapshotEdge;
export type FileEntry = SnapshotFile;

export interface Graph {
  roots: string[];
  nodes: GraphNode[];
  edges: GraphEdge[];
  files: FileEntry[];
  /** Per-file imports and uses as written, for every parsed file; absent in graphs built by hand. */
  links?: FileLinks[];
  /** The extraction its file parts came from (graph/extractor-version.ts); absent in graphs built by hand. */
  extractor?: string;
  /**
   * The compiled Python modules' files the scan found in the roots (resolve-imports.ts compiledModuleBase), sorted by
   * path then root; not read, so no file of the graph. Absent when there are none.
   */
  compiled?: CompiledFile[];
}

/** A file the scan found by its name to be a compiled module, and did not read. */
export interface CompiledFile {
  root: string;
  path: string;
}

export interface ScanOptions {
  signal?: AbortSignal;
  onProgress?: (filesDone: number) => void;
  /** A graph this root was scanned into before: each file whose bytes are unchanged keeps its part of it. */
  previous?: Graph;
  /** Worker threads that read and parse; 0 scans on the calling thread. Default: sized to the cores and the tree. */
  workers?: number;
  /** With `workers`, whether the calling thread reads and parses batches too (default: no). */
  callerShares?: boolean;
  /** When the scan begins, in ms since the epoch (file-stamps.ts); Date.now() unless a test says otherwise. */
  now?: () => number;
}

export interface SearchQuery {
  query: string;
  mode?: 'literal' | 'regex';
  scope?: string;
  top_k?: number;
}

export interface SearchHit {
  node_id: string;
  label: string;
  type: NodeType;
  file_path: string;
  line_number: number;
  matched_line: string;
}

export interface SearchResult {
  results: SearchHit[];
  total_matches: number;
  /** The regex's examination budget ran out: results and total cover only the part examined. */
  truncated: boolean;
  /** Ingested files whose bytes on disk no longer had the ingested digest when the text was indexed (no lines served). */
  stale_files_skipped: number;
}

export interface SeekQuery {
  query: string;
  top_k?: number;
}

export interface SeekHit {
  node_id: string;
  label: string;
  type: NodeType;
  score: number;
  file_path: string;
  line_start: number;
}

export interface SeekResult {
  results: SeekHit[];
  mode: 'lexical' | 'semantic';
}

export interface StalenessRequest {
  files?: string[];
  nodes?: string[];
}

export interface StalenessReport {
  checked: number;
  stale: string[];
  fresh: string[];
  unknown: string[];
  summary: string;
}
