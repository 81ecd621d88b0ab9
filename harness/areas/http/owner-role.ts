import type { ServerRole } from '../../scenario/index.js';
import { httpArea, startHttpOwner } from './http-area.js';
import { expectHttpRefused, expectHttpServing } from './startup-checks.js';

/** The latest HTTP owner: ready once it serves; before a signal its listening address is remembered (so its release can be checked). */
export const HTTP_OWNER: ServerRole = {
  name: 'the HTTP owner',
  latest: (s) => httpArea(s).current,
  start: (s, grant) => startHttpOwner(s, grant),
  expectReady: (s) => expectHttpServing(s),
  expectRefused: (s, code) => expectHttpRefused(s, code),
  beforeSignal: async (s) => {
    const area = httpArea(s);
    if (area.knownPort === null) {
      const [port] = await area.current.listening(s.boundMs);
      area.knownPort = port ?? null;
    }
  },
};
