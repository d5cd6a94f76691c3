/**
 * A call of spec §7 that no module serves yet: its path (the spec's, or ours where the spec
 * names none), the words of spec §7 that name it, and the issue whose module will declare and
 * serve it. A module that serves one declares it in its catalogue folder and takes it off this
 * list (catalogue.test.ts fails while a call is both, or neither).
 */
export interface PlannedCall {
  readonly uri: string;
  /** The words of spec §7 that name the call (checked to be in the spec). */
  readonly spec: string;
  /** The issue of the module that will serve it. */
  readonly issue: number;
}

const plan = (issue: number, spec: string, uris: readonly string[]): PlannedCall[] => uris.map((uri) => ({ uri, spec, issue }));

/** Spec §7 calls not declared yet, by the issue that brings them. */
export const plannedCalls: readonly PlannedCall[] = Object.freeze([
  ...plan(11, 'Wechat service: /wxservice2/getUserInfo, checkSubscribe, ticket', ['/wxservice2/checkSubscribe']),

  // Issue 12: commerce, the order kernel.
  ...plan(12, '/api/config/list', ['/api/config/list']),

  // Issue 15: content and media.
  ...plan(15, '/v1/shorturl/parse (url) and create', ['/v1/shorturl/create']),

  // Issue 17: people, cards and funding.
  ...plan(17, 'poster and vip-card creation', ['/v1/vipcard/create']),
]);
