export { BrainActor, emptyBrain, type BrainState } from './brain-actor.js';
