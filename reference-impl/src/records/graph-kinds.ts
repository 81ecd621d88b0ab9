// The node types and edge kinds a graph snapshot may hold (`section`: a Markdown heading and the text under it).
export const NODE_TYPES = ['file', 'function', 'method', 'class', 'struct', 'enum', 'trait', 'interface', 'type', 'module', 'variable', 'constant', 'section'] as const;
export const EDGE_KINDS = ['contains', 'imports', 'calls', 'references'] as const;
