import { sign } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

/** The sign module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(sign.subjects, { iid: 1000 }),
  example(sign.subject, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, id: 1, token };
  }),
  example(sign.area, { iid: 1000, id: 1 }),
  example(sign.site, { iid: 1000, id: 1 }),
  example(sign.checkIn, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, siteId: 2, lat: 30.2539, lng: 120.1446 };
  }),
  example(sign.records, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(sign.rank, { iid: 1000, subjectId: 1 }),
  example(sign.certificate, async (fx) => {
    const { iid, token } = await fx.newMember();
    await fx.succeed(sign.checkIn, { iid, token, siteId: 7, code: 'SITE7-' + (7 * 7919).toString(36).toUpperCase() });
    await fx.succeed(sign.checkIn, { iid, token, siteId: 8, code: 'SITE8-' + (8 * 7919).toString(36).toUpperCase() });
    return { iid, token, subjectId: 2 };
  }),
  example(sign.emergencyContacts, { iid: 1000 }),
  example(sign.sos, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, lat: 30.25, lng: 120.15, message: '脚扭伤了' };
  }),
  example(sign.map, { iid: 1000 }),
];
