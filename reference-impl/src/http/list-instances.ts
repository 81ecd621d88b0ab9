import type { InstanceRecord } from '../records/index.js';
import { instancesDirOf, isPidAlive, listInstanceRecords } from '../store/index.js';

export interface InstancesAnswer {
  instances: InstanceRecord[];
  /** Registry entries that are not instance records: named (code, file, why), never listed as owners. */
  refused: { code: string; path: string; detail: string }[];
}

/** The `/api/instances` answer: the live entries of `<runtime>/registry/instances/`, and the refused ones. */
export function listInstances(runtime: string, alive: (pid: number) => boolean = isPidAlive): InstancesAnswer {
  const listing = listInstanceRecords(instancesDirOf(runtime), alive);
  return { instances: listing.live, refused: listing.refused.map(({ code, path, detail }) => ({ code, path, detail })) };
}
