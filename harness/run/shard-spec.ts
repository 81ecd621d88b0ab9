import { UsageError } from './select-features.js';

export interface ShardSpec {
  /** 1-based */
  index: number;
  total: number;
}

/** `--shard I/N`: 1 ≤ I ≤ N; anything else is a usage error naming the input and the form expected. */
export function parseShard(text: string): ShardSpec {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw new UsageError(`--shard ${text}: expected I/N with whole numbers, e.g. --shard 2/4 (the second of four shards)`);
  const index = Number(m[1]);
  const total = Number(m[2]);
  if (total < 1) throw new UsageError(`--shard ${text}: N must be at least 1 (the number of shards), e.g. --shard 1/2`);
  if (index < 1 || index > total) throw new UsageError(`--shard ${text}: I must be between 1 and N (${total}); shards are numbered 1/${total} to ${total}/${total}`);
  return { index, total };
}
