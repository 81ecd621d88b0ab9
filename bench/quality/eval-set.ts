// A small code base with known answers: what `seek` should rank first for a question put in words, and who
// depends on a symbol (its callers, transitively), for `impact`. Written by the bench into a private folder.

export interface SeekCase {
  query: string;
  /** the symbol an agent asking this wants, and its file */
  expect: { file: string; symbol: string };
}

export interface ImpactCase {
  /** what impact is asked about: a symbol name, as an agent knows it */
  node: string;
  depth: number;
  /** the symbol's own file */
  file: string;
  /**
   * every symbol that calls it within `depth` call steps, with its file; files that merely import its file
   * (signup-rules.ts imports a constant beside hashPassword) or sit further away are not among them
   */
  expect: { file: string; symbol: string }[];
}

export const EVAL_FILES: Record<string, string> = {
  'src/io/read-file.ts': `import { readFileSync } from 'node:fs';

export function readFileText(path: string): string {
  return readFileSync(path, 'utf8');
}
`,
  'src/config/parse-config.ts': `export interface Config {
  port: number;
  secret: string;
}

export function parseConfigText(text: string): Config {
  const raw = JSON.parse(text) as Partial<Config>;
  return { port: raw.port ?? 8080, secret: raw.secret ?? '' };
}
`,
  'src/config/load-config.ts': `import { readFileText } from '../io/read-file.js';
import { parseConfigText, type Config } from './parse-config.js';

export function loadConfig(path: string): Config {
  return parseConfigText(readFileText(path));
}
`,
  'src/auth/hash-password.ts': `import { createHash } from 'node:crypto';

export const PASSWORD_MIN_LENGTH = 12;

export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(salt).update(password).digest('hex');
}

export function verifyPassword(password: string, salt: string, expected: string): boolean {
  return hashPassword(password, salt) === expected;
}
`,
  'src/auth/signup-rules.ts': `import { PASSWORD_MIN_LENGTH } from './hash-password.js';

export function passwordLongEnough(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}
`,
  'src/auth/session-token.ts': `import { randomBytes } from 'node:crypto';

export function issueSessionToken(userId: string): string {
  return \`\${userId}.\${randomBytes(16).toString('hex')}\`;
}
`,
  'src/auth/login.ts': `import { verifyPassword } from './hash-password.js';
import { issueSessionToken } from './session-token.js';

export interface StoredUser {
  id: string;
  salt: string;
  hash: string;
}

export function loginUser(user: StoredUser, password: string): string | null {
  return verifyPassword(password, user.salt, user.hash) ? issueSessionToken(user.id) : null;
}
`,
  'src/http/routes.ts': `import { loginUser, type StoredUser } from '../auth/login.js';

export function handleLoginRequest(body: { password: string }, user: StoredUser): { status: number; token?: string } {
  const token = loginUser(user, body.password);
  return token ? { status: 200, token } : { status: 401 };
}
`,
  'src/http/server.ts': `import { loadConfig } from '../config/load-config.js';
import { handleLoginRequest } from './routes.js';

export function startHttpServer(configPath: string): number {
  const config = loadConfig(configPath);
  void handleLoginRequest;
  return config.port;
}
`,
  'src/billing/tax.ts': `const RATES: Record<string, number> = { eu: 0.2, us: 0.07 };

export function computeSalesTax(amount: number, region: string): number {
  return amount * (RATES[region] ?? 0);
}
`,
  'src/billing/invoice.ts': `export class InvoiceBuilder {
  private readonly lines: { label: string; amount: number }[] = [];

  addLineItem(label: string, amount: number): this {
    this.lines.push({ label, amount });
    return this;
  }

  totalAmount(): number {
    return this.lines.reduce((sum, l) => sum + l.amount, 0);
  }
}
`,
  'src/billing/checkout.ts': `import { InvoiceBuilder } from './invoice.js';
import { computeSalesTax } from './tax.js';

export function checkoutCart(items: { label: string; amount: number }[], region: string): number {
  const invoice = new InvoiceBuilder();
  for (const item of items) invoice.addLineItem(item.label, item.amount);
  const net = invoice.totalAmount();
  return net + computeSalesTax(net, region);
}
`,
  'src/cache/lru-cache.ts': `export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.evictOldest();
  }

  evictOldest(): void {
    const oldest = this.entries.keys().next().value;
    if (oldest !== undefined) this.entries.delete(oldest);
  }
}
`,
  'src/cache/ttl-cache.ts': `import { LruCache } from './lru-cache.js';

export class TtlCache<V> extends LruCache<V> {
  private readonly expiries = new Map<string, number>();

  setWithTtl(key: string, value: V, ttlMs: number, now: number): void {
    this.expiries.set(key, now + ttlMs);
    this.set(key, value);
  }
}
`,
  'src/metrics/histogram.ts': `const buckets = new Map<number, number>();

export function recordLatency(ms: number): void {
  const bucket = 2 ** Math.ceil(Math.log2(Math.max(1, ms)));
  buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
}
`,
  'tools/retry.py': `import time


def retry_with_backoff(action, attempts=5, base_delay=0.1):
    for attempt in range(attempts):
        try:
            return action()
        except Exception:
            time.sleep(base_delay * 2 ** attempt)
    return action()
`,
  'tools/report.py': `from tools.retry import retry_with_backoff


def render_weekly_report(rows):
    return "\\n".join(f"{name}: {total}" for name, total in rows)


def send_email_digest(rows, send):
    body = render_weekly_report(rows)
    return retry_with_backoff(lambda: send(body))
`,
};

export const SEEK_CASES: SeekCase[] = [
  { query: 'hash a password', expect: { file: 'src/auth/hash-password.ts', symbol: 'hashPassword' } },
  { query: 'check a password against the stored hash', expect: { file: 'src/auth/hash-password.ts', symbol: 'verifyPassword' } },
  { query: 'parse configuration text', expect: { file: 'src/config/parse-config.ts', symbol: 'parseConfigText' } },
  { query: 'read a file as text', expect: { file: 'src/io/read-file.ts', symbol: 'readFileText' } },
  { query: 'issue a session token', expect: { file: 'src/auth/session-token.ts', symbol: 'issueSessionToken' } },
  { query: 'log a user in', expect: { file: 'src/auth/login.ts', symbol: 'loginUser' } },
  { query: 'start the http server', expect: { file: 'src/http/server.ts', symbol: 'startHttpServer' } },
  { query: 'compute sales tax for a region', expect: { file: 'src/billing/tax.ts', symbol: 'computeSalesTax' } },
  { query: 'build an invoice', expect: { file: 'src/billing/invoice.ts', symbol: 'InvoiceBuilder' } },
  { query: 'least recently used cache', expect: { file: 'src/cache/lru-cache.ts', symbol: 'LruCache' } },
  { query: 'evict the oldest entry', expect: { file: 'src/cache/lru-cache.ts', symbol: 'evictOldest' } },
  { query: 'record request latency', expect: { file: 'src/metrics/histogram.ts', symbol: 'recordLatency' } },
  { query: 'retry with exponential backoff', expect: { file: 'tools/retry.py', symbol: 'retry_with_backoff' } },
  { query: 'weekly report', expect: { file: 'tools/report.py', symbol: 'render_weekly_report' } },
  // Put in other words than the code's names: a ranker matching words alone finds these late or not at all.
  { query: 'authenticate a user with their password', expect: { file: 'src/auth/login.ts', symbol: 'loginUser' } },
  { query: 'sum of the invoice lines', expect: { file: 'src/billing/invoice.ts', symbol: 'totalAmount' } },
  { query: 'email the digest', expect: { file: 'tools/report.py', symbol: 'send_email_digest' } },
];

export const IMPACT_CASES: ImpactCase[] = [
  {
    node: 'hashPassword',
    file: 'src/auth/hash-password.ts',
    depth: 3,
    expect: [
      { file: 'src/auth/hash-password.ts', symbol: 'verifyPassword' },
      { file: 'src/auth/login.ts', symbol: 'loginUser' },
      { file: 'src/http/routes.ts', symbol: 'handleLoginRequest' },
    ],
  },
  {
    node: 'readFileText',
    file: 'src/io/read-file.ts',
    depth: 3,
    expect: [
      { file: 'src/config/load-config.ts', symbol: 'loadConfig' },
      { file: 'src/http/server.ts', symbol: 'startHttpServer' },
    ],
  },
  {
    node: 'computeSalesTax',
    file: 'src/billing/tax.ts',
    depth: 3,
    expect: [{ file: 'src/billing/checkout.ts', symbol: 'checkoutCart' }],
  },
  // A method called through a value a constructor made (`invoice.totalAmount()`), and one reached through a
  // method a subclass inherits (`this.set(…)` in TtlCache is LruCache's set, which evicts).
  {
    node: 'totalAmount',
    file: 'src/billing/invoice.ts',
    depth: 3,
    expect: [{ file: 'src/billing/checkout.ts', symbol: 'checkoutCart' }],
  },
  {
    node: 'evictOldest',
    file: 'src/cache/lru-cache.ts',
    depth: 3,
    expect: [
      { file: 'src/cache/lru-cache.ts', symbol: 'set' },
      { file: 'src/cache/ttl-cache.ts', symbol: 'setWithTtl' },
    ],
  },
  {
    node: 'retry_with_backoff',
    file: 'tools/retry.py',
    depth: 3,
    expect: [{ file: 'tools/report.py', symbol: 'send_email_digest' }],
  },
];
