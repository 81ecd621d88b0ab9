import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Spec areas: the folders below features/. */
export function listAreas(kitRoot: string): string[] {
  const dir = join(kitRoot, 'features');
  return readdirSync(dir).filter((n) => statSync(join(dir, n)).isDirectory()).sort();
}

/** `--area bootstrap` -> `features/bootstrap`; an unknown area is a usage error naming the areas there are. */
export function areaPath(kitRoot: string, area: string): string {
  const path = join('features', area);
  if (!/^[\w-]+$/.test(area) || !existsSync(join(kitRoot, path))) {
    throw new UsageError(`--area ${area}: no such spec area; the areas are ${listAreas(kitRoot).join(', ')}`);
  }
  return path;
}

/** A mistake in how the command was called (exit status 2), as opposed to a failed run. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
