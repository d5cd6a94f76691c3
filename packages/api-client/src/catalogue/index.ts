import { isCallDeclaration, type CallDeclaration } from '../define';
import * as community from './community';
import * as communityExtra from './community-extra';
import * as memberExtra from './member-extra';
import { universityCalls } from './university';

export * from './community';
export * from './community-extra';
export * from './member-extra';
export * from './university';

// Pure: a page that imports one declaration must not pull the whole catalogue into its bundle.
function declarationsOf(module: Record<string, unknown>): CallDeclaration[] {
  return Object.values(module).filter(isCallDeclaration);
}

/** Every community call (spec §7, community side), wherever in the catalogue it is declared. */
export const communityCalls: readonly CallDeclaration[] = /* @__PURE__ */ Object.freeze([
  ...declarationsOf(community),
  ...declarationsOf(communityExtra),
  ...declarationsOf(memberExtra),
]);

/**
 * Every declared call, community and university: the server registers a handler for each and
 * the contract tests walk it.
 */
export const catalogue: readonly CallDeclaration[] = /* @__PURE__ */ Object.freeze([...communityCalls, ...universityCalls]);
