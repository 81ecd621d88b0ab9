// How soon V8 optimises the server's functions. A cold start runs much of its code for a second or two only, and
// on few cores the optimising compiler's background work competes with the scan's threads: with V8's default a
// cold scan of the reference's source spent about a second of CPU on it (the scan itself 1.3 s on the main thread),
// compiling large functions again and again as each new path through them showed up. Checking less often which
// functions to optimise leaves that work to the functions that stay hot. Measured on 2 cores, cold start to the
// first answer, paired runs without and with a budget of 150,000: the reference's source (scanned on the main thread
// and one worker) 1.45 s against 1.32 s (median of 6 pairs); 10k generated files 3.51 s against 3.54 s and the
// kit's dependencies (bench, 5 runs each) 6.52 against 6.49 times ctags, both unchanged within their noise.
import { setFlagsFromString } from 'node:v8';

/** Bytecode a function runs between V8's checks of whether to optimise it (Node 20's V8 default: 67,584). */
export const INTERRUPT_BUDGET = 150_000;

/**
 * Sets the budget for this process, its worker threads included. The server's entry calls it first, once its
 * modules are loaded (which defines their functions but runs almost none of them).
 */
export function tuneTiering(): void {
  setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
}
