import { home } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

/** The home module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(home.pageShow, { iid: 1000, type: 0 }),
  example(home.downloadInfo, { iid: 1000 }),
  example(home.mainPage, { iid: 1000 }),
  example(home.sections, { iid: 1000 }),
  example(home.feed, { iid: 1000 }),
  example(home.special, { iid: 1000, id: 1 }),
  example(home.topics, { iid: 1000 }),
  example(home.features, { iid: 1000 }),
];
