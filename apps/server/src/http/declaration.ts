// The declaration type, from the api-client's define.ts alone (see modules/university/calls.ts).
export type { CallDeclaration } from '@tongxin/api-client/define';
export { defineCall } from '@tongxin/api-client/define';
