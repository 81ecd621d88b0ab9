import type { ServerConfig } from '../launcher/index.js';
import { say, type ServerIo } from './io.js';

/** The human birth ceremony (`--birth <root>`): the only ingress that may create a brain. */
export async function runBirth(io: ServerIo, cfg: ServerConfig): Promise<number> {
  void cfg;
  say(io, 'usage error: --birth is not available in this build');
  return 2;
}
