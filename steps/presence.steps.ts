import { Given, Then, When } from '@cucumber/cucumber';
import * as presence from '../harness/areas/presence/index.js';
import type { BatteryWorld } from './support/world.js';

const args = (world: BatteryWorld, text: string): Record<string, unknown> => presence.parseArguments(text, (name) => world.scenario.repo(name));

// ---- the beat ----------------------------------------------------------------------------------
When('the agent {string} searches {string} over {word}', async function (this: BatteryWorld, agent: string, query: string, door: string) {
  await presence.callPositive(this.scenario, agent, presence.parsePresenceDoor(door), 'search', { query });
});

When('the agent {string} searches {string} over {word} from the repository {string}', async function (this: BatteryWorld, agent: string, query: string, door: string, repo: string) {
  const d = presence.parsePresenceDoor(door);
  if (d === 'MCP') await presence.openAgentSession(this.scenario, agent, repo);
  await presence.callPositive(this.scenario, agent, d, 'search', { query }, repo);
});

When('a search for {string} naming no agent is made over MCP and over REST', async function (this: BatteryWorld, query: string) {
  await presence.callPositive(this.scenario, null, 'MCP', 'search', { query });
  await presence.callPositive(this.scenario, null, 'REST', 'search', { query });
});

When('the agents a1 to a{int} each search {string} over REST', async function (this: BatteryWorld, count: number, query: string) {
  for (let i = 1; i <= count; i += 1) await presence.callPositive(this.scenario, `a${i}`, 'REST', 'search', { query });
});

// ---- declarations ------------------------------------------------------------------------------
Given('the agent {string} declares {string} on an MCP session from the repository {string}', async function (this: BatteryWorld, agent: string, declared: string, repo: string) {
  await presence.openAgentSession(this.scenario, agent, repo);
  await presence.callPositive(this.scenario, agent, 'MCP', 'session_handshake', args(this, declared));
});

When('the agent {string} searches', async function (this: BatteryWorld, agent: string) {
  await presence.callPositive(this.scenario, agent, 'MCP', 'search', { query: 'greetVisitor' });
});

When('the agent {string} makes a checkpoint', async function (this: BatteryWorld, agent: string) {
  await presence.callPositive(this.scenario, agent, 'MCP', 'persist', { action: 'checkpoint' });
});

Then('session_handshake by {string} with {string} over {word} is a tool error naming {string}, and the roster is unchanged', async function (this: BatteryWorld, agent: string, text: string, door: string, field: string) {
  await presence.expectHandshakeRefused(this.scenario, agent, presence.parsePresenceDoor(door), args(this, text), field);
});

Then('session_handshake by {string} with a working set of {int} paths over {word} is a tool error naming {string}, and the roster is unchanged', async function (this: BatteryWorld, agent: string, count: number, door: string, field: string) {
  const workingSet = Array.from({ length: count }, (_, i) => `src/file-${i}.ts`);
  await presence.expectHandshakeRefused(this.scenario, agent, presence.parsePresenceDoor(door), { working_set: workingSet }, field);
});

Then('the presence of {string} carries kind {string}, theme {string}, the canonical worktree {string}, the working set {string} and {string} and the intent {string}, on the brain {string} from the caller root {string}', async function (this: BatteryWorld, agent: string, kind: string, theme: string, worktree: string, first: string, second: string, intent: string, brain: string, caller: string) {
  const declared = { kind, theme, worktree: presence.canonicalRepo(this.scenario, worktree), working_set: [first, second], intent };
  await presence.expectDeclared(this.scenario, agent, declared, caller, brain);
});

// ---- the roster --------------------------------------------------------------------------------
Then('the roster lists exactly the agents {string} and {string} on the brain {string}, each once with its own prs_ id', async function (this: BatteryWorld, a: string, b: string, repo: string) {
  await presence.expectRosterAgents(this.scenario, [a, b], repo);
});

Then('the roster lists exactly the agent {string} on the brain {string}, reached from the repository {string}', async function (this: BatteryWorld, agent: string, repo: string, caller: string) {
  await presence.expectRosterAgents(this.scenario, [agent], repo, caller);
});

Then('the roster is empty and names no collision', async function (this: BatteryWorld) {
  await presence.expectRosterEmpty(this.scenario);
});

Given('the presence id of {string} is remembered', async function (this: BatteryWorld, agent: string) {
  await presence.rememberPresenceId(this.scenario, agent);
});

Then('the presence id of {string} is the one remembered', async function (this: BatteryWorld, agent: string) {
  await presence.expectPresenceIdRemembered(this.scenario, agent);
});

When('the HTTP owner of {string} is stopped and serves the repository {string} again', async function (this: BatteryWorld, _old: string, repo: string) {
  await presence.restartOwner(this.scenario, repo);
});

Then('\\/api\\/health carries a presences block listing exactly {string} and {string}, with the collisions \\/api\\/presences serves', async function (this: BatteryWorld, a: string, b: string) {
  await presence.expectHealthRoster(this.scenario, [a, b]);
});

// ---- collisions --------------------------------------------------------------------------------
Then('{string} and {string} {collision verdict} on every surface', async function (this: BatteryWorld, a: string, b: string, collides: boolean) {
  await presence.expectCollision(this.scenario, a, b, collides);
});

// ---- /api/presences and the cockpit ------------------------------------------------------------
Then('GET \\/api\\/presences for the brain spelled {string} lists exactly {string} and echoes the root of {string}', async function (this: BatteryWorld, spelling: string, agent: string, repo: string) {
  await presence.expectBrainRoster(this.scenario, presence.resolveRepoWords(spelling, (n) => this.scenario.repo(n)), repo, [agent]);
});

Then('GET \\/api\\/presences for the brain spelled {string} is a 404 naming it', async function (this: BatteryWorld, spelling: string) {
  await presence.expectUnknownBrain(this.scenario, presence.resolveRepoWords(spelling, (n) => this.scenario.repo(n)));
});

Then('\\/api\\/presences answers 405 to POST, PUT and DELETE, 401 without the bearer, and its contract to GET', async function (this: BatteryWorld) {
  await presence.expectRouteGuarded(this.scenario, ['POST', 'PUT', 'DELETE']);
});

Then('the cockpit over {word} shows {int} presence row(s) with {int} more, within the budget', async function (this: BatteryWorld, door: string, rows: number, more: number) {
  await presence.expectCockpitDrill(this.scenario, presence.parsePresenceDoor(door), rows, more);
});

Then('the cockpit over {word} shows {int} presence row(s), the agent {string}, with nothing more', async function (this: BatteryWorld, door: string, rows: number, agent: string) {
  await presence.expectCockpitDrill(this.scenario, presence.parsePresenceDoor(door), rows, 0, [agent]);
});

// ---- the registry's layout (companions) --------------------------------------------------------
When("a plain file takes the place of the runtime's presence registry", async function (this: BatteryWorld) {
  await presence.replaceRegistryWithFile(this.scenario);
});

Then('north and the cockpit for {string} and \\/api\\/health still answer', async function (this: BatteryWorld, agent: string) {
  await presence.expectSurfacesAnswer(this.scenario, agent);
});

Then('a search for {string} by the agent {string} answers exactly as the same search naming no agent', async function (this: BatteryWorld, query: string, agent: string) {
  await presence.expectSearchUnchangedByPresence(this.scenario, agent, query);
});

// ---- the throttle, boot reclamation and a broken sidecar (layout companions) --------------------
When('the agent {string} searches {string} {int} more times over REST from the repository {string}', async function (this: BatteryWorld, agent: string, query: string, times: number, repo: string) {
  for (let i = 0; i < times; i += 1) await presence.callPositive(this.scenario, agent, 'REST', 'search', { query }, repo);
});

When('the agent {string} declares {string} on its MCP session', async function (this: BatteryWorld, agent: string, declared: string) {
  await presence.callPositive(this.scenario, agent, 'MCP', 'session_handshake', args(this, declared));
});

Given('the sidecar of {string} is remembered', async function (this: BatteryWorld, agent: string) {
  await presence.rememberSidecar(this.scenario, agent);
});

Then('the sidecar of {string} is as remembered, byte for byte', async function (this: BatteryWorld, agent: string) {
  await presence.expectSidecarUnchanged(this.scenario, agent);
});

Then('the sidecar of {string} was written again, last beaten at {string} and counting {int} calls', async function (this: BatteryWorld, agent: string, instant: string, calls: number) {
  await presence.expectSidecarRewritten(this.scenario, agent, instant, { queryCount: calls });
});

Then('the sidecar of {string} was written at once, last beaten at {string} and carrying the declared intent {string}', async function (this: BatteryWorld, agent: string, instant: string, intent: string) {
  await presence.expectSidecarRewritten(this.scenario, agent, instant, { declaredIntent: intent });
});

Then('the sidecar of {string} was written at once, last beaten at {string} and carrying a mutation observed then', async function (this: BatteryWorld, agent: string, instant: string) {
  await presence.expectSidecarRewritten(this.scenario, agent, instant, { observedMutation: true });
});

Given('the HTTP owner of {string} is stopped', async function (this: BatteryWorld, _repo: string) {
  await presence.stopOwner(this.scenario);
});

Given('a sidecar an earlier owner left for {string} on the brain {string}, last beaten at {string}', function (this: BatteryWorld, agent: string, repo: string, instant: string) {
  presence.placeFixtureSidecar(this.scenario, agent, repo, instant);
});

Given('the same kind of sidecar for {string} on the brain {string}, last beaten at {string}, but writable by others', function (this: BatteryWorld, agent: string, repo: string, instant: string) {
  presence.placeFixtureSidecar(this.scenario, agent, repo, instant, 0o666);
});

Then('the sidecar of {string} is gone and the sidecar of {string} is still there', async function (this: BatteryWorld, gone: string, kept: string) {
  await presence.expectSidecarsPresent(this.scenario, [{ agent: gone, kept: false }, { agent: kept, kept: true }]);
});

Given('the agent {string} has declared {string} over REST from the repository {string}, its answer remembered', async function (this: BatteryWorld, agent: string, declared: string, repo: string) {
  await presence.rememberDeclaration(this.scenario, agent, args(this, declared), repo);
});

Given('{sidecar obstacle} takes the place of the sidecar of {string}', async function (this: BatteryWorld, obstacle: presence.SidecarObstacle, agent: string) {
  await presence.placeSidecarObstacle(this.scenario, agent, obstacle);
});

Then('the same declaration {string} by {string} from the repository {string} answers exactly as remembered', async function (this: BatteryWorld, declared: string, agent: string, repo: string) {
  await presence.expectDeclarationAsRemembered(this.scenario, agent, args(this, declared), repo);
});

Then('the roster still answers, listing {string} at most once, and so do the cockpit and \\/api\\/health', async function (this: BatteryWorld, agent: string) {
  await presence.expectRosterKeepsAnswering(this.scenario, agent);
});

// ---- one agent on two brains -------------------------------------------------------------------
Then('the agent {string} is one presence on the brain {string} and another on the brain {string}, each on its own brain\'s roster', async function (this: BatteryWorld, agent: string, first: string, second: string) {
  await presence.expectOnePresencePerBrain(this.scenario, agent, [first, second]);
});
