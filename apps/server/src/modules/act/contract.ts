import { uploadImage } from '@tongxin/api-client';
import { act, content } from '@tongxin/api-client/catalogue';
import { injectApiClient } from '../../testing/client';
import { pngBytes } from '../../testing/harness';
import { example, type ContractFixture } from '../../testing/contract';
import { signUp } from '../../testing/member';
import { DEMO_COMPANIONS, DEMO_LEADER_MOBILE } from './seed';
import { enrolments, participants, signPlaces } from './schema';
import { eq } from 'drizzle-orm';

const IID = 1000;
const person = DEMO_COMPANIONS[0];

/** The leader of activity 7, signed up once per database. */
const leaders = new WeakMap<object, Promise<{ token: string }>>();
function leader(fx: ContractFixture) {
  let signedUp = leaders.get(fx.app);
  if (!signedUp) {
    signedUp = signUp(fx.app, IID, DEMO_LEADER_MOBILE);
    leaders.set(fx.app, signedUp);
  }
  return signedUp;
}

/** A new member with a paid enrolment of activity 7 (written as the notify would leave it): its participant id and code. */
async function paidOnSeven(fx: ContractFixture) {
  const m = await fx.newMember();
  const orderId = `ACTCONTRACT${m.userId}`;
  const code = String(7_000_000_000 + m.userId);
  await fx.db.insert(enrolments).values({
    orderId, iid: IID, activityId: 7, memberId: m.userId, nickName: 'contract', status: 11, num: 1, unitPrice: 6800,
    insurancePrice: 0, insured: false, total: 6800, info: {}, tradeNo: `ACONTRACT${m.userId}`, code, createdAt: new Date(), paidAt: new Date(),
  });
  const [p] = await fx.db.insert(participants).values({ orderId, ...(person ?? DEMO_COMPANIONS[1]!) }).returning({ id: participants.id });
  const [place] = await fx.db.select({ id: signPlaces.id, qr: signPlaces.qr }).from(signPlaces).where(eq(signPlaces.activityId, 7)).limit(1);
  return { ...m, participantId: p?.id ?? 0, code, placeId: place?.id ?? 0, qr: place?.qr ?? '' };
}

/** A member's own uploaded image (content's /api/oss/token policy). */
async function uploaded(fx: ContractFixture) {
  const me = await fx.newMember();
  const file = new File([new Uint8Array(pngBytes(20, 20))], 'cert.png', { type: 'image/png' });
  const { url } = await uploadImage(injectApiClient(fx.app), { file, iid: me.iid, source: { declaration: content.ossToken, params: { iid: me.iid, token: me.token } } });
  return { iid: me.iid, token: me.token, url };
}

/** Answers to activity 4's form (seed FIRST_AID_FORM) that pass every check. */
const FIRST_AID_ANSWERS = JSON.stringify({ 1301: '市第一医院', 1303: '赛道/起点', 1304: '2030-05-01' });

/** The act module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(act.list, { iid: IID, province: '广东', sortBy: act.ACT_SORT.priceUp }),
  example(act.provinces, { iid: IID }),
  example(act.detail, { iid: IID, id: 4 }),
  example(act.companions, async (fx) => ({ ...(await fx.demoMember()) })),
  example(act.order, async (fx) => ({ ...(await fx.demoMember()), orderId: 'ACTDEMO0008' })),
  example(act.orders, async (fx) => ({ ...(await fx.demoMember()) })),
  example(act.signPlaces, async (fx) => ({ ...(await fx.demoMember()), actId: 7 })),
  example(act.sign, async (fx) => {
    const m = await paidOnSeven(fx);
    return { iid: m.iid, token: m.token, actId: 7, placeId: m.placeId, qr: m.qr };
  }),
  example(act.roster, async (fx) => ({ iid: IID, token: (await leader(fx)).token, actId: 7 })),
  example(act.participant, async (fx) => {
    const m = await paidOnSeven(fx);
    return { iid: IID, token: (await leader(fx)).token, id: m.participantId };
  }),
  example(act.signByCode, async (fx) => {
    const m = await paidOnSeven(fx);
    return { iid: IID, token: (await leader(fx)).token, actId: 7, placeId: m.placeId, code: m.code };
  }),
  example(act.signRecords, async (fx) => ({ ...(await fx.demoMember()) })),
  example(act.review, async (fx) => ({ ...(await fx.demoMember()), actId: 8, score1: 5, score2: 4, score3: 5, content: '路线很美，领队专业' })),
  example(act.reviews, { iid: IID, actId: 27 }),
  example(act.rank, { iid: IID, by: act.RANK_BY.count }),
  example(act.teams, { iid: IID, actId: 7 }),
  example(act.joinTeam, async (fx) => {
    const m = await paidOnSeven(fx);
    return { iid: IID, token: m.token, teamId: 1, code: 'LB7' };
  }),
  example(act.departures, { iid: IID, series: 'dxc' }),
  example(act.destinations, { iid: IID }),
  example(act.distrList, { iid: IID }),
  example(act.registration, async (fx) => ({ ...(await fx.newMember()), id: 4 })),
  example(act.formItems, async (fx) => ({ ...(await fx.newMember()), id: 4 })),
  example(act.saveFormItems, async (fx) => ({ ...(await fx.newMember()), id: 4, content: JSON.stringify({ 1301: '市第一医院' }) })),
  example(act.resetForm, async (fx) => ({ ...(await fx.newMember()), id: 4 })),
  example(act.commitForm, async (fx) => ({ ...(await fx.newMember()), id: 4, content: FIRST_AID_ANSWERS })),
  example(act.checkImg, async (fx) => uploaded(fx)),
  example(act.interest, async (fx) => ({ ...(await fx.demoMember()), ids: '7,8' })),
];
