// The closed vocabularies of the features, as Cucumber parameter types: each turns the feature's words into
// the harness's value through a parser the harness unit-tests, so no step body parses words itself.
import { defineParameterType } from '@cucumber/cucumber';
import * as agent from '../../harness/areas/agent-cli/index.js';
import * as birth from '../../harness/areas/birth/index.js';
import * as bootstrap from '../../harness/areas/bootstrap/index.js';
import * as http from '../../harness/areas/http/index.js';
import * as lifecycle from '../../harness/areas/lifecycle/index.js';
import * as presence from '../../harness/areas/presence/index.js';
import * as refresh from '../../harness/areas/refresh/index.js';
import * as shared from '../../harness/scenario/index.js';

/** The servers the shared sentences can start, find ready or refused, by the phrase features use for them. */
const SERVERS: Readonly<Record<string, shared.ServerRole>> = {
  'the server': shared.STDIO_SERVER,
  'the second server': shared.SECOND_STDIO_SERVER,
  'the HTTP owner': http.HTTP_OWNER,
};

/** Every process the shared sentences can signal or see exit: the servers, and the processes other areas start. */
const PROCESSES: Readonly<Record<string, shared.ProcessRole>> = {
  ...SERVERS,
  'the held ceremony': birth.HELD_CEREMONY,
  'the agent CLI': agent.agentCommand(null),
};

defineParameterType({ name: 'server', regexp: shared.phrasesPattern(Object.keys(SERVERS)), transformer: (phrase: string) => SERVERS[phrase] });
defineParameterType({
  name: 'process',
  regexp: new RegExp(`${shared.phrasesPattern(Object.keys(PROCESSES)).source}|command "[^"]*"`),
  transformer: (phrase: string) => PROCESSES[phrase] ?? agent.agentCommand(agent.parseCommandPhrase(phrase)),
});

defineParameterType({ name: 'signal', regexp: shared.SIGNAL_PATTERN, transformer: shared.parseSignal });
defineParameterType({ name: 'names', regexp: shared.QUOTED_NAMES_PATTERN, transformer: shared.parseQuotedNames });
defineParameterType({ name: 'boolean', regexp: /true|false/, transformer: shared.parseBoolean });

defineParameterType({ name: 'runtime class', regexp: shared.phrasesPattern(Object.keys(bootstrap.RUNTIME_CLASS_PHRASES)), transformer: bootstrap.parseRuntimeClass });
defineParameterType({ name: 'windows runtime class', regexp: shared.phrasesPattern(Object.keys(bootstrap.WINDOWS_CLASS_PHRASES)), transformer: bootstrap.parseWindowsClass });
defineParameterType({ name: 'granted place', regexp: shared.phrasesPattern(bootstrap.GRANTED_PLACES), transformer: bootstrap.parseGrantedPlace });
defineParameterType({ name: 'override channel', regexp: shared.phrasesPattern(Object.keys(bootstrap.OVERRIDE_CHANNELS)), transformer: bootstrap.parseOverrideChannel });

defineParameterType({ name: 'spawn errno', regexp: /EACCES|ENOEXEC/, transformer: agent.parseSpawnErrno });

defineParameterType({ name: 'credential', regexp: http.CREDENTIAL_PATTERN, transformer: http.parseCredential });
defineParameterType({ name: 'boundary header', regexp: http.BOUNDARY_HEADER_PATTERN, transformer: http.parseBoundaryHeader });

defineParameterType({ name: 'caller form', regexp: shared.phrasesPattern(refresh.CALLER_FORMS), transformer: refresh.parseCallerForm });
defineParameterType({ name: 'floor side', regexp: shared.phrasesPattern(Object.keys(refresh.FLOOR_SIDE_PHRASES)), transformer: refresh.parseFloorSide });

defineParameterType({ name: 'overlap', regexp: shared.phrasesPattern(birth.OVERLAP_CLASSES), transformer: birth.parseOverlap });

defineParameterType({ name: 'ending', regexp: shared.phrasesPattern(lifecycle.ENDINGS), transformer: lifecycle.parseEnding });
defineParameterType({ name: 'legacy spelling', regexp: shared.phrasesPattern(Object.keys(lifecycle.LEGACY_SPELLINGS)), transformer: lifecycle.parseLegacySpelling });
defineParameterType({ name: 'crash path', regexp: shared.phrasesPattern(Object.keys(lifecycle.CRASH_PATHS)), transformer: lifecycle.parseCrashPath });
defineParameterType({ name: 'model damage', regexp: shared.phrasesPattern(Object.keys(lifecycle.MODEL_DAMAGES)), transformer: lifecycle.parseModelDamage });
defineParameterType({ name: 'model choice', regexp: shared.phrasesPattern(lifecycle.MODEL_CHOICES), transformer: lifecycle.parseModelChoice });

// Quoted lists of tool names (prefixes included) and symbols, for the policy sentences.
import * as policy from '../../harness/areas/policy/index.js';

defineParameterType({ name: 'quoted words', regexp: policy.QUOTED_WORDS_PATTERN, transformer: policy.parseQuotedWords });

// The system-blocks store's mutating verbs: doors, versions, inline JSON, members and instants.
import * as blocks from '../../harness/areas/system-blocks/index.js';

defineParameterType({ name: 'version key', regexp: shared.phrasesPattern(Object.keys(blocks.VERSION_KEYS)), transformer: blocks.parseVersionKey });
defineParameterType({ name: 'json object', regexp: blocks.JSON_OBJECT_PATTERN, transformer: blocks.parseVerbArguments });
defineParameterType({ name: 'json value', regexp: blocks.JSON_VALUE_PATTERN, transformer: blocks.parseJsonValue });
defineParameterType({ name: 'members', regexp: blocks.QUOTED_MEMBERS_PATTERN, transformer: blocks.parseQuotedMembers });
defineParameterType({ name: 'instant', regexp: blocks.INSTANT_PATTERN, transformer: blocks.parseQuotedInstant });
// The skeleton scan's sentences: doors, naming, expected versions, naming daemons and who named the blocks.
import * as scan from '../../harness/areas/system-blocks/index.js';

defineParameterType({ name: 'scan door', regexp: scan.SCAN_DOOR_PATTERN, transformer: scan.parseScanDoor });
defineParameterType({ name: 'naming mode', regexp: shared.phrasesPattern(Object.keys(scan.NAMING_PHRASES)), transformer: scan.parseNamingMode });
defineParameterType({ name: 'expected version', regexp: scan.EXPECTED_VERSION_PATTERN, transformer: scan.parseExpectedVersion });
defineParameterType({ name: 'daemon behaviour', regexp: shared.phrasesPattern(Object.keys(scan.DAEMON_PHRASES)), transformer: scan.parseDaemonBehaviour });
defineParameterType({ name: 'naming split', regexp: shared.phrasesPattern(Object.keys(scan.NAMED_BY_PHRASES)), transformer: scan.parseNamedBy });
defineParameterType({ name: 'runner availability', regexp: shared.phrasesPattern(Object.keys(scan.RUNNER_AVAILABILITY_PHRASES)), transformer: scan.parseRunnerAvailability });
defineParameterType({ name: 'naming outcome', regexp: scan.NAMING_OUTCOME_PATTERN, transformer: scan.parseNamingOutcome });
// The system-blocks store's words: doors, the kit's seeds, the calls it must refuse, the origins a receipt claims.
import * as systemBlocks from '../../harness/areas/system-blocks/index.js';

defineParameterType({ name: 'door', regexp: shared.phrasesPattern(systemBlocks.DOORS), transformer: systemBlocks.parseDoor });
defineParameterType({ name: 'kit seed', regexp: shared.phrasesPattern(systemBlocks.SEED_PHRASES), transformer: systemBlocks.parseSeedPhrase });
defineParameterType({ name: 'store call', regexp: shared.phrasesPattern(Object.keys(systemBlocks.STORE_CALLS)), transformer: systemBlocks.parseStoreCall });
defineParameterType({ name: 'origin', regexp: systemBlocks.ORIGIN_PATTERN, transformer: systemBlocks.parseOrigin });
// Presences: the collision table's verdict.
defineParameterType({ name: 'collision verdict', regexp: presence.COLLISION_VERDICT_PATTERN, transformer: presence.parseCollides });
// Presences: what stands at a sidecar's path instead of its record.
defineParameterType({ name: 'sidecar obstacle', regexp: shared.phrasesPattern(presence.SIDECAR_OBSTACLES), transformer: presence.parseSidecarObstacle });
