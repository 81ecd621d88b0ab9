import type { ServerConfig } from '../launcher/index.js';
import { say, type ServerIo } from './io.js';

/** The authenticated loopback HTTP owner (`--serve`). */
export async function runHttp(io: ServerIo, cfg: ServerConfig): Promise<number> {
  void cfg;
  say(io, 'usage error: --serve is not available in this build');
  return 2;
}
