import { basename } from 'node:path';

/** The skeleton slug a repository is expected to carry: its folder name, lowercased, other runs as `-`. */
export function slugOfRoot(root: string): string {
  const slug = basename(root).toLowerCase().replace(/[^a-z0-9_]+/g, '-').replace(/^-+|-+$/g, '');
  return slug === '' ? 'repo' : slug.slice(0, 64);
}
