// The closed vocabularies of the features, as Cucumber parameter types: each turns the feature's words into
// the harness's value through a parser the harness unit-tests, so no step body parses words itself.
import { defineParameterType } from '@cucumber/cucumber';
import * as agent from '../../harness/areas/agent-cli/index.js';
import * as birth from '../../harness/areas/birth/index.js';
import * as http from '../../harness/areas/http/index.js';
import * as lifecycle from '../../harness/areas/lifecycle/index.js';
import * as refresh from '../../harness/areas/refresh/index.js';
import * as shared from '../../harness/scenario/index.js';

/** The processes the shared sentences can name, by the phrase features use for them. */
const PROCESSES: Readonly<Record<string, shared.ProcessRole>> = {
  'the server': shared.STDIO_SERVER,
  'the second server': shared.SECOND_STDIO_SERVER,
  'the HTTP owner': http.HTTP_OWNER,
  'the held ceremony': birth.HELD_CEREMONY,
  'the agent CLI': agent.agentCommand(null),
};

defineParameterType({
  name: 'process',
  regexp: new RegExp(`${shared.phrasesPattern(Object.keys(PROCESSES)).source}|command "[^"]*"`),
  transformer: (phrase: string) => PROCESSES[phrase] ?? agent.agentCommand(agent.parseCommandPhrase(phrase)),
});

defineParameterType({ name: 'signal', regexp: shared.SIGNAL_PATTERN, transformer: shared.parseSignal });
defineParameterType({ name: 'names', regexp: shared.QUOTED_NAMES_PATTERN, transformer: shared.parseQuotedNames });
defineParameterType({ name: 'boolean', regexp: /true|false/, transformer: shared.parseBoolean });

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
