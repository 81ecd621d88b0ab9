export { PresenceStore, type Beat, type Declaration, type Roster } from './presence-store.js';
export { presenceIdOf } from './presence-id.js';
export { PRESENCE_BEAT_THROTTLE_MS, PRESENCE_TTL_MS, isStale } from './timing.js';
export { collisionBetween, collisionsIn, collisionsForAgent, isMutating, placeOf, workingSetOverlap, type Collision, type CollisionReason } from './collision.js';
export { wireEntry, wireCollision, wireRoster } from './wire.js';
export { parseHandshake, WORKING_SET_CAP, PATH_CAP, SHORT_TEXT_CAP, type HandshakeInput } from './handshake-input.js';
export { buildCockpit, presencesSlot, budgetParts, tokensOf, COCKPIT_SCHEMA, COCKPIT_TOKEN_BUDGET, PRESENCE_DRILL_CAP, type CockpitInput, type DrillRow } from './cockpit.js';
