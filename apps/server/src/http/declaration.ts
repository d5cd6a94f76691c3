// The declaration type, from the api-client's define.ts alone (see modules/university/calls.ts).
export type { CallDeclaration } from '../../../../packages/api-client/src/define';
export { defineCall } from '../../../../packages/api-client/src/define';
