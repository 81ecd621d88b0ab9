export { expectGoldenRefusal, expectSpellingsAlike, expectRefusedNaming, expectSameAnswer } from './golden-refusals.js';
export { expectRouteParity, expectOnlyAllowlisted, expectToolsRefusedButAdvertised } from './route-inventory.js';
