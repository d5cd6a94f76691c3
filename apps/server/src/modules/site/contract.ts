import { site } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

/** The site module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(site.domainByName, { domainName: 'h5.tongxin.local' }),
  example(site.goIndexByIid, { iid: 1000 }),
  example(site.shortUrlParse, { url: 'home' }),
  example(site.look, { iid: 1000 }),
  example(site.aboutMe, async (fx) => ({ iid: 1000, type: 'js' as const, userId: (await fx.demoMember()).userId })),
];
