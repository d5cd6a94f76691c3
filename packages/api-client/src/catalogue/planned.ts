/**
 * A call of spec §7 that no module serves yet: its path (the spec's, or ours where the spec
 * names none), the words of spec §7 that name it, and the catalogue module that will declare and
 * serve it. A module that serves one declares it in its catalogue folder and takes it off this
 * list (catalogue.test.ts fails while a call is both, or neither).
 */
export interface PlannedCall {
  readonly uri: string;
  /** The words of spec §7 that name the call (checked to be in the spec). */
  readonly spec: string;
  /** The catalogue module (a folder of the catalogue, a key of MODULES) that will serve it. */
  readonly module: string;
}

const plan = (module: string, spec: string, uris: readonly string[]): PlannedCall[] => uris.map((uri) => ({ uri, spec, module }));

/** Spec §7 calls not declared yet, with the module that will serve each. */
export const plannedCalls: readonly PlannedCall[] = Object.freeze([
  ...plan('wechat', 'Wechat service: /wxservice2/getUserInfo, checkSubscribe, ticket', ['/wxservice2/checkSubscribe']),
  ...plan('order', '/api/config/list', ['/api/config/list']),
  ...plan('site', '/v1/shorturl/parse (url) and create', ['/v1/shorturl/create']),
  ...plan('vip', 'poster and vip-card creation', ['/v1/vipcard/create']),
]);
