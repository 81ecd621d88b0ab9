export { PresenceArea, presenceArea } from './presence-area.js';
export { PRESENCE_DOORS, parsePresenceDoor, parseArguments, parseCollides, resolveRepoWords, COLLISION_VERDICT_PATTERN, type PresenceDoor } from './presence-words.js';
export { openAgentSession, callAs, callPositive } from './presence-calls.js';
export { askPresences, readRoster, readHealth, entryOf, canonicalRepo, rosterShapeProblem, type RosterAnswer, type Entry } from './presence-reads.js';
export { PRESENCE_ID, PRESENCE_TTL_MS, entryProblems, expectRosterAgents, expectRosterEmpty, rememberPresenceId, expectPresenceIdRemembered, restartOwner, stopOwner, expectHealthRoster, expectOnePresencePerBrain } from './roster-checks.js';
export { expectCollision } from './collision-checks.js';
export { PRESENCE_DRILL_CAP, COCKPIT_TOKEN_BUDGET, expectBrainRoster, expectUnknownBrain, expectRouteGuarded, expectCockpitDrill, expectDeclared, expectHandshakeRefused } from './surface-checks.js';
export { presenceRegistryOf, replaceRegistryWithFile, expectSurfacesAnswer, expectSearchUnchangedByPresence, rememberDeclaration, expectDeclarationAsRemembered, expectRosterKeepsAnswering } from './registry-layout.js';
export { SIDECAR_OBSTACLES, parseSidecarObstacle, rememberSidecar, expectSidecarUnchanged, expectSidecarRewritten, placeFixtureSidecar, expectSidecarsPresent, placeSidecarObstacle, type SidecarObstacle, type SidecarFact } from './sidecar-files.js';
