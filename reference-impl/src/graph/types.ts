// The code graph's public shapes: what a scan produces and what the snapshot persists.

export type NodeType =
  | 'file'
  | 'function'
  | 'method'
  | 'class'
  | 'struct'
  | 'enum'
  | 'trait'
  | 'interface'
  | 'type'
  | 'module'
  | 'variable'
  | 'constant';

export const NODE_TYPES: readonly NodeType[] = [
  'file', 'function', 'method', 'class', 'struct', 'enum', 'trait',
  'interface', 'type', 'module', 'variable', 'constant',
];

export interface GraphNode {
  id: string;
  label: string;
  type: NodeType;
  root: string;
  path: string;
  line_start: number;
  line_end: number;
  /** First line of the declaration; in memory only, never persisted. */
  text?: string;
}

export type EdgeKind = 'contains' | 'imports';

export interface GraphEdge {
  source: string;
  target: string;
  kind: EdgeKind;
}

export interface FileEntry {
  root: string;
  path: string;
  sha256: string;
  size: number;
}

export interface Graph {
  roots: string[];
  nodes: GraphNode[];
  edges: GraphEdge[];
  files: FileEntry[];
}

export interface ScanOptions {
  signal?: AbortSignal;
  onProgress?: (filesDone: number) => void;
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

/** Reads a file by absolute path; null when it cannot be read. */
export type ReadFileFn = (abs: string) => string | null;

/** Current sha256 of a file under a root; null when the file is gone. */
export type CurrentDigestFn = (root: string, relPath: string) => string | null;
