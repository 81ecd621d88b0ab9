// Types of run-cached.mjs for the TypeScript that imports it.
export declare function wrapBundle(source: string): string;
export declare function cacheFileOf(filename: string, bytes: Uint8Array): string;
export declare const CACHE_OUT_VARIABLE: string;
export declare function runCached(name: string): void;
export declare function cacheAccepted(name: string): boolean;
