// The xray verbs' dry runs (their commits write the source tree and are refused at the generic gate).
export { planRetag, planApply, ensureHeaderTag, type RetagRequest, type ApplyRequest, type XrayPlan } from './plan-xray.js';
