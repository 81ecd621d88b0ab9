import { endianness } from 'node:os';

/** One row of `/proc/net/tcp` or `/proc/net/tcp6`. */
export interface ProcTcpRow {
  address: string;
  port: number;
  /** the kernel's state byte, upper-case hex: `0A` is LISTEN */
  state: string;
  inode: string;
}

export const TCP_LISTEN = '0A';

/**
 * Parses the table the kernel prints in `/proc/<pid>/net/tcp{,6}`: header line, then
 * `sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode ...`.
 */
export function parseProcNetTcp(text: string, byteOrder: 'LE' | 'BE' = endianness()): ProcTcpRow[] {
  const rows: ProcTcpRow[] = [];
  for (const line of text.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 10 || !fields[0]?.endsWith(':')) continue;
    const [hexAddress, hexPort] = (fields[1] ?? '').split(':');
    if (!hexAddress || !hexPort) continue;
    rows.push({
      address: decodeHexAddress(hexAddress, byteOrder),
      port: Number.parseInt(hexPort, 16),
      state: (fields[3] ?? '').toUpperCase(),
      inode: fields[9] ?? '',
    });
  }
  return rows;
}

/**
 * The kernel prints each 32-bit word of the address in host byte order: IPv4 is one word, IPv6 four.
 * IPv6 comes back in its canonical compressed form (`::1`, `::ffff:127.0.0.1`).
 */
export function decodeHexAddress(hex: string, byteOrder: 'LE' | 'BE' = endianness()): string {
  if (!/^[0-9a-fA-F]+$/.test(hex) || (hex.length !== 8 && hex.length !== 32)) {
    throw new Error(`not a /proc/net/tcp address: "${hex}" (expected 8 or 32 hex digits)`);
  }
  const bytes: number[] = [];
  for (let w = 0; w < hex.length; w += 8) {
    const word = [0, 2, 4, 6].map((i) => Number.parseInt(hex.slice(w + i, w + i + 2), 16));
    bytes.push(...(byteOrder === 'LE' ? word.reverse() : word));
  }
  if (bytes.length === 4) return bytes.join('.');
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff) return `::ffff:${bytes.slice(12).join('.')}`;
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  // The URL parser applies the RFC 5952 canonical form.
  return new URL(`http://[${groups.join(':')}]/`).hostname.replace(/^\[|\]$/g, '');
}

/** The inode of a `/proc/<pid>/fd/<n>` link target `socket:[12345]`, else null. */
export function socketInode(linkTarget: string): string | null {
  const m = /^socket:\[(\d+)\]$/.exec(linkTarget);
  return m ? (m[1] ?? null) : null;
}
