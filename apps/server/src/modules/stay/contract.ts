import { stay } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

const day = (n: number) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** The stay module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(stay.places, { iid: 1000, type: stay.STAY_TYPE.campsite }),
  example(stay.place, { iid: 1000, id: 1 }),
  example(stay.room, { iid: 1000, id: 13 }),
  example(stay.packageDetail, { iid: 1000, id: 101 }),
  example(stay.availability, { iid: 1000, roomId: 11, from: day(0), to: day(30) }),
  example(stay.bookings, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, status: 0 };
  }),
  example(stay.myPackages, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(stay.cancel, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, id: 1 };
  }),
];
