import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { CatalogSchema, type Catalog } from './catalog-schema.js';

/** Parses catalog text; errors name the file, the entry and the field at fault. */
export function parseCatalog(text: string, source: string): Catalog {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (cause) {
    throw new Error(`${source}: not valid YAML; fix the syntax reported here`, { cause });
  }
  const checked = CatalogSchema.safeParse(raw);
  if (!checked.success) {
    const issues = checked.error.issues.map((i) => `  at ${i.path.join('.') || '(top)'}: ${i.message}`);
    throw new Error(`${source}: does not match the catalog schema:\n${issues.join('\n')}`);
  }
  const seen = new Set<string>();
  for (const clause of checked.data.clauses) {
    if (seen.has(clause.id)) {
      throw new Error(`${source}: clause id ${clause.id} appears twice; give each clause its own id`);
    }
    seen.add(clause.id);
    if (clause.refusal_code !== undefined && !(clause.refusal_code in checked.data.refusal_codes)) {
      throw new Error(
        `${source}: clause ${clause.id} names refusal code ${clause.refusal_code}, which is not in refusal_codes; register it there`,
      );
    }
  }
  return checked.data;
}

/** Reads and validates `features/clauses.yaml` (or another catalog file). */
export function loadCatalog(path: string): Catalog {
  return parseCatalog(readFileSync(path, 'utf8'), path);
}
