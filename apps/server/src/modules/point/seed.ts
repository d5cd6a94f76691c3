import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { coinAccounts, coinConf, coinTrans } from './schema';

const DAY = 86_400_000;

/** Tenant 1000's points rules, and the demo member's 100 points with five changes. */
export async function seedPoints(db: Db, { now }: SeedContext): Promise<void> {
  const iid = DEMO_MEMBER.iid;
  await db.insert(coinConf).values([
    { iid, code: 'sign', title: '每日签到', coin: 5, sort: 1 },
    { iid, code: 'enroll', title: '报名活动', coin: 20, sort: 2 },
    { iid, code: 'share', title: '分享内容', coin: 2, dailyLimit: 5, sort: 3 },
    { iid, code: 'buy', title: '消费得积分', coin: 1, sort: 4 },
  ]);
  const memberId = await memberIdByMobile(db, iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  const trans = [
    { amount: 100, title: '新人注册奖励', daysAgo: 30 },
    { amount: 20, title: '报名活动', daysAgo: 20 },
    { amount: 5, title: '每日签到', daysAgo: 3 },
    { amount: -30, title: '积分抵扣订单', daysAgo: 2 },
    { amount: 5, title: '每日签到', daysAgo: 2 },
  ];
  await db.insert(coinTrans).values(
    trans.map((t) => ({ iid, memberId, amount: t.amount, title: t.title, createdAt: new Date(now.getTime() - t.daysAgo * DAY) })),
  );
  await db.insert(coinAccounts).values({ memberId, iid, balance: trans.reduce((sum, t) => sum + t.amount, 0), lastSignDay: null, signDays: 0 });
}
