import { listeningPorts } from '../../probes/index.js';
import { ACK_LINE, type Scenario } from '../../scenario/index.js';
import { httpArea, startHttpOwner } from './http-area.js';
import { SERVING_LINE, baseUrlOf, isLoopbackAddress } from './owner-run.js';

/** The owner published itself and said so (a start that exits or never publishes fails here). */
export async function expectHttpServing(s: Scenario): Promise<void> {
  const owner = httpArea(s).current;
  await owner.served(s.boundMs);
  await owner.baseUrl();
}

/**
 * The one address the owner listens on, read from `/proc`, is a loopback ephemeral port, and both the
 * registry record and the serving line name exactly it.
 */
export async function expectAddressAgrees(s: Scenario): Promise<void> {
  const area = httpArea(s);
  const owner = area.current;
  const url = await owner.served(s.boundMs);
  const loopback = await owner.listening(s.boundMs);
  const all = await listeningPorts(owner.child.pid);
  const [only] = all;
  if (all.length !== 1 || !only || !isLoopbackAddress(only.address)) {
    throw new Error(`${owner.label} must listen on exactly one loopback socket; /proc shows ${JSON.stringify(all)} (loopback: ${JSON.stringify(loopback)})`);
  }
  area.knownPort = only;
  const mine = (await owner.instances()).filter((r) => r.pid === owner.child.pid);
  const record = mine[0];
  const problems: string[] = [];
  if (mine.length !== 1 || !record) problems.push(`the registry holds ${mine.length} records for pid ${owner.child.pid}, not exactly one`);
  else {
    if (record.transport !== 'http') problems.push(`the record's transport is ${JSON.stringify(record.transport)}, not "http"`);
    if (record.port !== only.port) problems.push(`the record publishes port ${JSON.stringify(record.port)}, /proc shows ${only.port}`);
    if (record.bind !== only.address) problems.push(`the record publishes bind ${JSON.stringify(record.bind)}, /proc shows ${only.address}`);
  }
  if (url !== baseUrlOf(only.address, only.port)) problems.push(`the serving line names ${url}, /proc shows ${baseUrlOf(only.address, only.port)}`);
  if (problems.length > 0) throw new Error(`${owner.label}'s published address is not its effective one: ${problems.join('; ')}`);
}

/** The owner ran into the seam (its own pid in the marker) and already listens on loopback. */
export async function expectPausedAt(s: Scenario, seam: string): Promise<void> {
  const area = httpArea(s);
  const owner = area.current;
  await s.seams.waitReached(seam, owner.child.pid, s.boundMs);
  const ports = await owner.listening(s.boundMs);
  const [first] = ports;
  if (ports.length !== 1 || !first) throw new Error(`${owner.label} paused at ${seam} must listen on exactly one loopback socket; /proc shows ${JSON.stringify(ports)}`);
  area.knownPort = first;
}

/** Nothing in the owner's registry: no endpoint can be discovered. */
export async function expectNoInstance(s: Scenario): Promise<void> {
  const owner = httpArea(s).current;
  const records = await owner.instances();
  if (records.length > 0) throw new Error(`the registry ${owner.registryDir} holds ${JSON.stringify(records)}; nothing may be discoverable before a successful preparation`);
}

/** After the release: exactly one record, naming the address `/proc` showed while preparation was held. */
export async function expectExactlyEffectiveAddress(s: Scenario): Promise<void> {
  const area = httpArea(s);
  const owner = area.current;
  const port = area.knownPort;
  if (port === null) throw new Error('no listening address was observed earlier in this scenario');
  await owner.served(s.boundMs);
  const records = await owner.instances();
  const [record] = records;
  const same = records.length === 1 && record !== undefined && record.pid === owner.child.pid && record.port === port.port
    && record.bind === port.address && record.transport === 'http';
  if (!same) {
    throw new Error(`the registry must hold exactly one http record for pid ${owner.child.pid} at ${port.address}:${port.port}; it holds ${JSON.stringify(records)}`);
  }
}

/** A startup refusal of the HTTP owner: non-zero exit (not a signal), the code on stderr, never published. */
export async function expectHttpRefused(s: Scenario, code: string): Promise<void> {
  const owner = httpArea(s).current;
  // An owner that says it serves is not refusing: say so now instead of waiting for an exit that never comes.
  const serves = owner.child.waitForStderr(SERVING_LINE, s.boundMs).then(
    () => { throw new Error(`${owner.label} was expected to refuse with ${code}, but it says it serves; stderr: ${owner.child.stderrLines.join(' | ')}`); },
    () => new Promise<never>(() => undefined),
  );
  const status = await Promise.race([owner.child.waitExit(s.boundMs), serves]);
  const problems: string[] = [];
  if (status.code === 0) problems.push('it exited with status 0');
  if (status.code === null) problems.push(`it ended by signal ${status.signal}`);
  if (!owner.child.stderrLines.some((l) => l.includes(code))) problems.push(`stderr does not name ${code}`);
  if (owner.child.stderrLines.some((l) => SERVING_LINE.test(l))) problems.push('it said it was serving');
  const records = await owner.instances();
  if (records.length > 0) problems.push(`the registry still holds ${JSON.stringify(records)}`);
  if (problems.length > 0) {
    throw new Error(`${owner.label} was expected to refuse with ${code}, but ${problems.join('; ')}. stderr: ${owner.child.stderrLines.join(' | ') || '(none)'}`);
  }
}

/** SIGTERM to a serving owner: exit 0 after the checkpoint ACK, its record withdrawn. */
export async function expectCleanStop(s: Scenario): Promise<void> {
  const owner = httpArea(s).current;
  const status = await owner.child.waitExit(s.boundMs);
  const problems: string[] = [];
  if (status.code !== 0) problems.push(`it exited with code ${status.code} (signal ${status.signal}), not 0`);
  if (!owner.child.stderrLines.some((l) => ACK_LINE.test(l))) problems.push('stderr has no checkpoint ACK line');
  const records = await owner.instances();
  if (records.length > 0) problems.push(`the registry still holds ${JSON.stringify(records)}`);
  if (problems.length > 0) throw new Error(`${owner.label} did not stop cleanly on SIGTERM: ${problems.join('; ')}. stderr: ${owner.child.stderrLines.join(' | ')}`);
}

/** A Given: the owner of `repo` is started and serves. */
export async function serveRepository(s: Scenario, repo: string): Promise<void> {
  await startHttpOwner(s, s.repo(repo));
  await expectHttpServing(s);
}
