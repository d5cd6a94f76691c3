/*
 * Sub-accounts and invitations (spec §7 cmgoods account, child list/delete, code get/validate)
 * and the inviter's rewards.
 */
export { account, type Account } from './account';
export { children } from './children';
export { removeChild } from './remove-child';
export { code } from './code';
export { validate } from './validate';
export { gifts } from './gifts';
export { type Child, CODE_KINDS, CODE_TTL_DAYS, type CodeKind, INVITE_GIFTS, type InviteCode, KIND_LABEL } from './schemas';
