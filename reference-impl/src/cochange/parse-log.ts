// Parses `git log -z --name-only --format=%x1e%H`: a record separator, the hash, then NUL-ended names.

export interface CommitFiles {
  hash: string;
  files: string[];
}

const RECORD = '\x1e';

/** Commits in log order with the files each touched (merges list none). */
export function parseNameOnlyLog(output: string): CommitFiles[] {
  const commits: CommitFiles[] = [];
  for (const record of output.split(RECORD)) {
    if (record === '') continue;
    const [hash, ...names] = record.split('\0');
    if (!hash || !/^[0-9a-f]{7,64}$/.test(hash)) continue;
    // The format line ends with a newline before the first name; names themselves are NUL-terminated.
    const files = names.map((n, i) => (i === 0 && n.startsWith('\n') ? n.slice(1) : n)).filter((n) => n !== '');
    commits.push({ hash, files: [...new Set(files)] });
  }
  return commits;
}
