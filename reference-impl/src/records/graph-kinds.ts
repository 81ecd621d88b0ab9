// The node types and edge kinds a graph snapshot may hold.
export const NODE_TYPES = ['file', 'function', 'method', 'class', 'struct', 'enum', 'trait', 'interface', 'type', 'module', 'variable', 'constant'] as const;
export const EDGE_KINDS = ['contains', 'imports', 'calls', 'references'] as const;
