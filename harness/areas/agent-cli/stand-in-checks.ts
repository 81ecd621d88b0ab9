import type { Scenario } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';
import { expectRuntimeOutsideRepos } from './command-checks.js';
import { readFakeEvents, waitForFakeEvent, type FakeEvent } from './stand-ins.js';

/** "The stand-in server": the one installed last. */
function currentFake(s: Scenario): string {
  const names = [...agentArea(s).fakeLogs.keys()];
  const name = names.at(-1);
  if (name === undefined) throw new Error('no stand-in server was installed in this scenario; add a Given step that installs one');
  return name;
}

const shown = (events: FakeEvent[]): string => events.map((e) => `${e.pid}:${e.event}${e.tool ? `(${e.tool})` : ''}${e.signal ? `(${e.signal})` : ''}`).join(' ') || '(nothing)';

export async function expectFakeStarts(s: Scenario, times: number): Promise<FakeEvent[]> {
  const events = await readFakeEvents(s, currentFake(s));
  const starts = events.filter((e) => e.event === 'start');
  if (starts.length !== times) throw new Error(`the stand-in server was started ${starts.length} times; expected ${times}. Its log: ${shown(events)}`);
  return starts;
}

/** Started once, with the repository as its grant and a runtime that is absolute and outside every repository. */
export async function expectFakeStartedFor(s: Scenario, repo: string): Promise<void> {
  const [start] = await expectFakeStarts(s, 1);
  if (start?.grant !== s.repo(repo)) throw new Error(`the stand-in server got M1ND_WORKSPACE_ROOT ${JSON.stringify(start?.grant)}; expected the repository "${repo}" (${s.repo(repo)})`);
  const runtime = start.runtime;
  if (typeof runtime !== 'string' || !runtime.startsWith('/')) throw new Error(`the stand-in server got no absolute M1ND_RUNTIME_DIR: ${JSON.stringify(runtime)}`);
  expectRuntimeOutsideRepos(s, runtime);
}

/** A failed refresh stops the command: the only call after it is none (then shutdown). */
export async function expectNothingAfterRefresh(s: Scenario): Promise<void> {
  const events = await readFakeEvents(s, currentFake(s));
  const calls = events.filter((e) => e.event === 'call').map((e) => e.tool);
  if (calls.length !== 1 || calls[0] !== 'ingest') throw new Error(`after a failed refresh nothing else may be asked; the stand-in saw the calls ${JSON.stringify(calls)}`);
  const ingest = events.find((e) => e.event === 'call');
  const args = ingest?.arguments ?? {};
  if (args.mode !== 'refresh') throw new Error(`the warm runtime's first call was ingest ${JSON.stringify(args)}; expected mode "refresh"`);
}

/** The events of the stand-in's one process appear in this order (others may lie between). */
export async function expectFakeSequence(s: Scenario, sequence: { event: FakeEvent['event']; signal?: string }[]): Promise<void> {
  const events = await readFakeEvents(s, currentFake(s));
  let at = 0;
  for (const step of sequence) {
    const found = events.findIndex((e, i) => i >= at && e.event === step.event && (step.signal === undefined || e.signal === step.signal));
    if (found < 0) throw new Error(`the stand-in server's log lacks ${step.event}${step.signal ? ` ${step.signal}` : ''} after position ${at}: ${shown(events)}`);
    at = found + 1;
  }
}

/** Waits until the stand-in is answering (holding) a retrieval call, so a signal meets a serving child. */
export async function waitForFakeServing(s: Scenario): Promise<void> {
  await waitForFakeEvent(s, currentFake(s), (e) => e.event === 'call' && ['search', 'seek', 'north'].includes(e.tool ?? ''), 'a search, seek or north call');
}

/** Still alive, never killed: its process exists and it logged no exit. Remembered so the scenario's end stops it. */
export async function expectFakeStillRunning(s: Scenario): Promise<void> {
  const events = await readFakeEvents(s, currentFake(s));
  const start = events.find((e) => e.event === 'start');
  if (!start) throw new Error(`the stand-in server never started: ${shown(events)}`);
  agentArea(s).stubbornPids.add(start.pid);
  if (events.some((e) => e.event === 'exit')) throw new Error(`the stand-in server exited; it should still run: ${shown(events)}`);
  try {
    process.kill(start.pid, 0);
  } catch {
    throw new Error(`the stand-in server (pid ${start.pid}) is gone though it logged no exit: was it killed with SIGKILL?`);
  }
}

/** The stand-in saw the end of its input, then SIGTERM, then exited: the CLI's two-step shutdown. */
export function expectFakeEndedAfterEofAndSigterm(s: Scenario): Promise<void> {
  return expectFakeSequence(s, [{ event: 'eof' }, { event: 'signal', signal: 'SIGTERM' }, { event: 'exit' }]);
}

/** The stand-in received `signal` and exited: the CLI passed its own signal on. */
export function expectFakeEndedBySignal(s: Scenario, signal: string): Promise<void> {
  return expectFakeSequence(s, [{ event: 'signal', signal }, { event: 'exit' }]);
}

/** The stand-in saw the end of its input and exited by itself: the CLI sent it no signal within its EOF budget. */
export async function expectFakeEndedWithoutSignal(s: Scenario): Promise<void> {
  await expectFakeSequence(s, [{ event: 'eof' }, { event: 'exit' }]);
  const events = await readFakeEvents(s, currentFake(s));
  const signals = events.filter((e) => e.event === 'signal');
  if (signals.length > 0) throw new Error(`the stand-in server received ${signals.map((e) => e.signal).join(', ')} although it was finishing after the end of its input, well inside the five-second budget: ${shown(events)}`);
}
