import { university } from '@tongxin/api-client/catalogue';
import { and, eq } from 'drizzle-orm';
import { example, type ContractFixture } from '../../testing/contract';
import { ID_CODE, REG, UNIVERSITY_IID as IID } from '../../testing/university';
import { coupons } from './schema';
import { SEED_GROUPS } from './seed';

/** A new applicant, signed in. */
const applicant = (fx: ContractFixture) => fx.university.newApplicant();
const session = (who: { rid: number; token: string }) => ({ rid: who.rid, token: who.token });

/** The sign-up params of a new number, its code sent. */
async function signUpParams(fx: ContractFixture) {
  const mobile = fx.university.nextMobile();
  await fx.succeed(university.sendPhoneCode, { mobile });
  const code = (await fx.app.inject({ method: 'GET', url: `/api/dev/sms/last?mobile=${mobile}` })).json<{ t: string }>().t;
  return { verifyCode: code, loginName: mobile, password: 'secret123', iid: IID };
}

/** The university module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(university.getIidByDomainName, { domainName: 'zs.tongxin.local' }),
  example(university.getPageShow, { iid: IID, type: 0 }),
  example(university.getDownloadInfo, { iid: IID }),
  example(university.sendPhoneCode, (fx) => ({ mobile: fx.university.nextMobile() })),
  example(university.register, signUpParams),
  example(university.login, async (fx) => {
    const who = await applicant(fx);
    return { loginName: who.mobile, passWord: 'secret123', iid: IID };
  }),
  example(university.getFormInfo, async (fx) => ({ ...session(await applicant(fx)), regId: REG, id: SEED_GROUPS.basic })),
  example(university.saveFormInfo, async (fx) => ({
    ...session(await applicant(fx)),
    regId: REG,
    id: SEED_GROUPS.basic,
    content: JSON.stringify({ '101': '张三' }),
  })),
  example(university.getRegInfo, async (fx) => ({ ...session(await applicant(fx)), id: REG })),
  example(university.faceDetection, async (fx) => {
    const who = await applicant(fx);
    await fx.university.saveGroup(who, SEED_GROUPS.basic, { '101': '张三', '102': ID_CODE });
    return { ...session(who), regId: REG, imgPath: await fx.university.uploadPhoto(who) };
  }),
  example(university.submit, async (fx) => {
    const who = await applicant(fx);
    await fx.university.fillAll(who, await fx.university.uploadPhoto(who));
    return { ...session(who), regId: REG };
  }),
  example(university.resetForm, async (fx) => {
    const who = await applicant(fx);
    await fx.university.reviewed(who, 'refill');
    return { ...session(who), regId: REG };
  }),
  example(university.getOssParams, async (fx) => ({ iid: IID, ...session(await applicant(fx)) })),
  example(university.createOrder, async (fx) => {
    const who = await applicant(fx);
    await fx.university.reviewed(who, 'approve');
    return { iid: IID, orderType: 28 as const, userId: who.rid, token: who.token, keys: REG, num: 1 as const };
  }),
  example(university.payOrder, async (fx) => {
    const who = await applicant(fx);
    await fx.university.reviewed(who, 'approve');
    const { gid } = await fx.succeed(university.createOrder, { iid: IID, orderType: 28, userId: who.rid, token: who.token, keys: REG, num: 1 });
    return { iid: IID, ...session(who), gid, openId: 'o-contract' };
  }),
  example(university.recvCoupons, async (fx) => {
    const [coupon] = await fx.db.select({ id: coupons.id }).from(coupons).where(and(eq(coupons.iid, IID))).limit(1);
    if (!coupon) throw new Error('the seed has no coupon of the university');
    return { iid: IID, ...session(await applicant(fx)), couponIds: JSON.stringify([coupon.id]) };
  }),
];
