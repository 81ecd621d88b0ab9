/** Upper bounds of the CLI's waits, in milliseconds. Defaults follow the seed; none of them orders events. */
export interface Budgets {
  /** `initialize` of a cold start (preparation may scan the whole tree). */
  initializeMs: number;
  /** Every ordinary tool call. */
  callMs: number;
  /** Cooperative shutdown after stdin is closed. */
  afterEofMs: number;
  /** After SIGTERM was sent (or forwarded) to the child. */
  afterSigtermMs: number;
  /** One git probe while classifying the repository. */
  gitMs: number;
}

export const DEFAULT_BUDGETS: Readonly<Budgets> = Object.freeze({
  initializeMs: 120_000,
  callMs: 30_000,
  afterEofMs: 5_000,
  afterSigtermMs: 120_000,
  gitMs: 5_000,
});

/** Test-only: a factor in (0, 1] applied to every budget so failure scenarios end quickly. */
export const BUDGET_SCALE_VAR = 'M1ND_AGENT_TEST_BUDGET_SCALE';
export const WAIT_MS_VAR = 'M1ND_AGENT_CACHE_OWNER_WAIT_MS';
export const DEFAULT_WAIT_MS = 60_000;
export const MIN_WAIT_MS = 1_000;
export const MAX_WAIT_MS = 300_000;

export type Parsed<T> = { value: T } | { error: string };

/** Reads the budgets, scaled by `M1ND_AGENT_TEST_BUDGET_SCALE` when set (a number > 0 and <= 1). */
export function readBudgets(env: Record<string, string | undefined>): Parsed<Budgets> {
  const raw = env[BUDGET_SCALE_VAR];
  if (raw === undefined || raw === '') return { value: { ...DEFAULT_BUDGETS } };
  const scale = Number(raw);
  if (!/^\s*[0-9.eE+-]+\s*$/.test(raw) || !Number.isFinite(scale) || scale <= 0 || scale > 1) {
    return { error: `${BUDGET_SCALE_VAR} must be a number greater than 0 and at most 1 (a test-only factor that shortens the budgets); got ${JSON.stringify(raw)}` };
  }
  const scaled = (ms: number): number => Math.max(1, Math.round(ms * scale));
  return {
    value: {
      initializeMs: scaled(DEFAULT_BUDGETS.initializeMs),
      callMs: scaled(DEFAULT_BUDGETS.callMs),
      afterEofMs: scaled(DEFAULT_BUDGETS.afterEofMs),
      afterSigtermMs: scaled(DEFAULT_BUDGETS.afterSigtermMs),
      gitMs: scaled(DEFAULT_BUDGETS.gitMs),
    },
  };
}

/** `M1ND_AGENT_CACHE_OWNER_WAIT_MS`: default 60000; an integer from 1000 to 300000, anything else an error. */
export function readOwnerWaitMs(env: Record<string, string | undefined>): Parsed<number> {
  const raw = env[WAIT_MS_VAR];
  if (raw === undefined || raw === '') return { value: DEFAULT_WAIT_MS };
  const n = Number(raw);
  if (!/^[0-9]+$/.test(raw) || !Number.isSafeInteger(n) || n < MIN_WAIT_MS || n > MAX_WAIT_MS) {
    return { error: `${WAIT_MS_VAR} must be an integer number of milliseconds from ${MIN_WAIT_MS} to ${MAX_WAIT_MS}; got ${JSON.stringify(raw)} (unset it for the default ${DEFAULT_WAIT_MS})` };
  }
  return { value: n };
}
