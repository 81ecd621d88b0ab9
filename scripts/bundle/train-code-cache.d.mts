// Types of train-code-cache.mjs for the TypeScript that imports it.
export declare function trainCodeCache(dir: string, name: string): Promise<string>;
