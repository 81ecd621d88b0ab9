import { areaOf } from '../reports/index.js';

interface ProgressEnvelope {
  pickle?: { id: string; uri: string; name: string };
  testCase?: { id: string; pickleId: string };
  testCaseStarted?: { id: string; testCaseId: string };
  testStepFinished?: { testCaseStartedId: string; testStepResult: { status: string } };
  testCaseFinished?: { testCaseStartedId: string; willBeRetried: boolean };
  testRunFinished?: unknown;
}

export type ProgressMode = 'tty' | 'lines';

/**
 * Turns the Cucumber message stream into progress output: on a terminal one rewritten status line
 * (done/total, current area, elapsed); otherwise plain lines, one per area entered and per failure.
 */
export class ProgressTracker {
  private readonly pickles = new Map<string, { uri: string; name: string }>();
  private readonly caseToPickle = new Map<string, string>();
  private readonly startedToCase = new Map<string, string>();
  private readonly failing = new Set<string>();
  private total = 0;
  private done = 0;
  private failed = 0;
  private area: string | null = null;
  private finished = false;
  private readonly startedAt: number;

  constructor(private readonly mode: ProgressMode, private readonly now: () => number) {
    this.startedAt = now();
  }

  /** The text to write for this envelope ('' when nothing changes on screen). */
  onEnvelope(e: ProgressEnvelope): string {
    if (e.pickle) this.pickles.set(e.pickle.id, { uri: e.pickle.uri, name: e.pickle.name });
    if (e.testCase) {
      this.caseToPickle.set(e.testCase.id, e.testCase.pickleId);
      this.total += 1;
    }
    if (e.testCaseStarted) {
      this.startedToCase.set(e.testCaseStarted.id, e.testCaseStarted.testCaseId);
      const area = areaOf(this.pickleOf(e.testCaseStarted.id)?.uri ?? '');
      if (area !== this.area) {
        this.area = area;
        return this.mode === 'tty' ? this.statusLine() : `${this.prefix()} area ${area}\n`;
      }
    }
    if (e.testStepFinished && !['PASSED', 'SKIPPED'].includes(e.testStepFinished.testStepResult.status)) {
      this.failing.add(e.testStepFinished.testCaseStartedId);
    }
    if (e.testCaseFinished && !e.testCaseFinished.willBeRetried) {
      const id = e.testCaseFinished.testCaseStartedId;
      this.done += 1;
      if (!this.failing.has(id)) return this.mode === 'tty' ? this.statusLine() : '';
      this.failed += 1;
      const p = this.pickleOf(id);
      const line = `${this.prefix()} FAILED ${p?.uri ?? '?'}: ${p?.name ?? '?'}\n`;
      return this.mode === 'tty' ? `\r\x1b[K${line}${this.statusLine()}` : line;
    }
    if (e.testRunFinished !== undefined) {
      this.finished = true;
      const end = `${this.prefix()} ran ${this.done} scenario${this.done === 1 ? '' : 's'}${this.failed ? `, ${this.failed} failed` : ''}\n`;
      return this.mode === 'tty' ? `\r\x1b[K${end}` : end;
    }
    return '';
  }

  /** The redrawn status line on a terminal (elapsed moves during a long scenario); '' otherwise or once done. */
  tick(): string {
    return this.mode === 'tty' && !this.finished && this.area !== null ? this.statusLine() : '';
  }

  private pickleOf(startedId: string): { uri: string; name: string } | undefined {
    return this.pickles.get(this.caseToPickle.get(this.startedToCase.get(startedId) ?? '') ?? '');
  }

  private prefix(): string {
    return `[${String(this.done).padStart(String(this.total).length)}/${this.total} ${elapsed(this.now() - this.startedAt)}]`;
  }

  private statusLine(): string {
    return `\r\x1b[K${this.prefix()} ${this.area ?? ''}${this.failed ? ` — ${this.failed} failed` : ''}`;
  }
}

/** m:ss */
export function elapsed(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
