// boot_memory: a small key-value store in the brain's runtime directory, replaced whole on every write.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../store/index.js';

export const BOOT_MEMORY_FILE = 'boot_memory.json';
export const BOOT_MEMORY_SCHEMA = 'm1nd-ref-boot-memory-v1';

const BootMemorySchema = z.strictObject({ schema: z.literal(BOOT_MEMORY_SCHEMA), entries: z.record(z.string(), z.string()) });

/** What the store answers: an absent file is an empty store; an unreadable one is an error naming the file. */
export class BootMemoryStore {
  readonly file: string;

  constructor(runtime: string) {
    this.file = join(runtime, BOOT_MEMORY_FILE);
  }

  read(): Record<string, string> {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw new Error(`boot memory ${this.file} cannot be read: ${(error as Error).message}`, { cause: error });
    }
    const parsed = BootMemorySchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`boot memory ${this.file} is not a ${BOOT_MEMORY_SCHEMA} record; move it aside to start an empty store`);
    return parsed.data.entries;
  }

  get(key: string): string | null {
    const entries = this.read();
    return Object.hasOwn(entries, key) ? entries[key]! : null;
  }

  list(): string[] {
    return Object.keys(this.read()).sort();
  }

  set(key: string, value: string): void {
    this.write({ ...this.read(), [key]: value });
  }

  /** True when the key was there. */
  delete(key: string): boolean {
    const entries = this.read();
    if (!Object.hasOwn(entries, key)) return false;
    delete entries[key];
    this.write(entries);
    return true;
  }

  private write(entries: Record<string, string>): void {
    const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    writeFileAtomic(this.file, `${JSON.stringify({ schema: BOOT_MEMORY_SCHEMA, entries: sorted }, null, 2)}\n`);
  }
}
