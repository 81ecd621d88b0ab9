export { createRefreshDoor, type RefreshDoor, type RefreshDoorDeps, type RefreshRequest } from './refresh-door.js';
export { REFRESH_ACTION, REFRESH_REFUSAL_CODES, SHRINK_FLOOR_PERCENT, isBelowShrinkFloor, type RefreshRefusalCode } from './refresh-codes.js';
export { admitRefresh, declaredRootKeys, type Admission, type AdmitRequest } from './admit-refresh.js';
export type { RefreshPayload, RefreshReceipt, RefreshRefusal } from './refresh-payload.js';
