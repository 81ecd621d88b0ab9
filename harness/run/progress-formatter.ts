import { Formatter, type IFormatterOptions } from '@cucumber/cucumber';
import { processHarnessEnv } from '../env/index.js';
import { ProgressTracker } from './progress-tracker.js';

/**
 * A Cucumber formatter (`--format ./harness/run/progress-formatter.ts`): live progress on a terminal,
 * quiet lines under CI ($CI set or stdout not a TTY).
 */
export default class ProgressFormatter extends Formatter {
  static override readonly documentation = 'm1nd-conformance progress: scenarios done/total, current area, elapsed';

  constructor(options: IFormatterOptions) {
    super(options);
    const env = processHarnessEnv();
    const tty = Boolean((options.stream as { isTTY?: boolean }).isTTY) && !env.env.CI;
    const tracker = new ProgressTracker(tty ? 'tty' : 'lines', env.now);
    options.eventBroadcaster.on('envelope', (envelope: object) => {
      const text = tracker.onEnvelope(envelope);
      if (text) this.log(text);
    });
    // Redraws the elapsed time on a terminal; display only, unref'd so it never keeps the run alive.
    if (tty) setInterval(() => {
      const text = tracker.tick();
      if (text) this.log(text);
    }, 1000).unref();
  }
}
