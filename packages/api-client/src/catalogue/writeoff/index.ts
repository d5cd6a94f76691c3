/*
 * Vip write-off: the member's code and received benefits, the merchant's lookup, write-off and records.
 */
export { myCode } from './my-code';
export { lookup } from './lookup';
export { use } from './use';
export { records } from './records';
export { received } from './received';
export { merchant } from './merchant';
export { type Benefit, CODE_TTL_MINUTES, type WriteOffRecord } from './schemas';
