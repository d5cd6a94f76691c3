import { order, stay } from '@tongxin/api-client/catalogue';
import { example, type ContractFixture } from '../../testing/contract';
import { stayStaff } from './schema';

const day = (n: number) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** A package of Anji (place 1) bought and paid by a member of its own (sandbox), and a member of the place's staff: the staff's session and the code. */
async function paidPackageAtCounter(fx: ContractFixture) {
  const buyer = await fx.newMember();
  const { orderId } = await fx.succeed(order.create, { iid: buyer.iid, token: buyer.token, orderType: order.BUSINESS_TYPE.homestay, keys: stay.packageKeys(101), num: 1, name: '孙游客', phone: buyer.mobile });
  await fx.succeed(order.wechatPay, { iid: buyer.iid, token: buyer.token, orderId, openId: 'o-contract-stay' });
  const paid = await fx.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: buyer.iid, token: buyer.token, orderId } });
  if (paid.statusCode !== 200) throw new Error(`the package was not paid: ${paid.body}`);
  const code = (await fx.succeed(stay.myPackages, { iid: buyer.iid, token: buyer.token })).list[0]?.useCode ?? '';
  const staff = await fx.newMember();
  await fx.db.insert(stayStaff).values({ iid: staff.iid, placeId: 1, memberId: staff.userId, createdAt: new Date() });
  return { iid: staff.iid, token: staff.token, code };
}

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
  example(stay.staffPlaces, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(stay.verifyLookup, paidPackageAtCounter),
  example(stay.verify, paidPackageAtCounter),
];
