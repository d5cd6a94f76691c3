import { member, sport } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';
import { identityTicket } from '../../testing/identity';
import { encryptWechatData, MINI_APP_ID, MINI_OPENID, MINI_SESSION_KEY } from '../../testing/wechat';

/** The sport module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(sport.stepToday, async (fx) => ({ ...(await fx.demoMember()) })),
  example(sport.stepReport, async (fx) => {
    const { iid, token } = await fx.newMember();
    const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    return { iid, token, steps: 12_000, day: yesterday, city: '杭州' };
  }),
  example(sport.werunReport, async (fx) => {
    // The fake WeChat's mini-program user, signed in by their backend's ticket; yesterday's steps as WeChat encrypts them.
    const { token } = await fx.succeed(member.ticketSignIn, { iid: 1000, ticket: identityTicket({ iid: 1000, provider: 'miniprogram', sub: MINI_OPENID }) });
    const yesterday = Math.floor(Date.parse(new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10) + 'T00:00:00+08:00') / 1000);
    const data = { stepInfoList: [{ timestamp: yesterday, step: 9_000 }], watermark: { appid: MINI_APP_ID, timestamp: Math.floor(Date.now() / 1000) } };
    return { iid: 1000, token, code: 'code-mini-contract', ...encryptWechatData(MINI_SESSION_KEY, data) };
  }),
  example(sport.stepRank, { iid: 1000, period: 'week' }),
  example(sport.cityRank, { iid: 1000, period: 'week' }),
  example(sport.teams, { iid: 1000 }),
  example(sport.myTeam, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(sport.createTeam, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, name: `新队${Date.now() % 100000}` };
  }),
  example(sport.joinTeam, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, teamId: 1 };
  }),
  example(sport.stepCertificate, async (fx) => {
    const { iid, token } = await fx.newMember();
    for (let i = 1; i <= 2; i++) {
      const day = new Date(Date.now() + 8 * 3_600_000 - i * 86_400_000).toISOString().slice(0, 10);
      await fx.succeed(sport.stepReport, { iid, token, steps: 60_000, day });
    }
    return { iid, token };
  }),
  example(sport.paper, { iid: 1000, id: 1 }),
  example(sport.submitPaper, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, paperId: 1, answers: '{"1":[1],"2":[0]}' };
  }),
  example(sport.paperResult, async (fx) => {
    const { iid, token } = await fx.newMember();
    await fx.succeed(sport.submitPaper, { iid, token, paperId: 2, answers: '{"11":[1],"12":[0,1,2]}' });
    return { iid, token, paperId: 2 };
  }),
  example(sport.achievements, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(sport.signRank, { iid: 1000 }),
  example(sport.checkRank, { iid: 1000 }),
  example(sport.growth, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
];
