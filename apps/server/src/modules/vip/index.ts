import { vip } from '@tongxin/api-client/catalogue';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoImage } from '../../platform/demo-image';
import { defineModule, implement, type SeedContext } from '../../platform/module';
import { shanghaiDay } from '../../platform/time';
import { DEMO_MEMBER, memberIdByMobile, requireMember } from '../member/api';
import * as tables from './schema';
import { vipCards, vipPlans } from './schema';
import { mergeVipCards } from './merge';
import { isVip } from './api';

const DAY = 86_400_000;

/** Tenant 1000's two cards on sale, and the demo member's year card. */
async function seedVip(db: Db, { now }: SeedContext): Promise<void> {
  const iid = DEMO_MEMBER.iid;
  const image = (name: string) => demoImage(name, '同心');
  await db.insert(vipPlans).values([
    { id: 1, iid, title: '志愿者特权卡·月卡', description: '30 天会员特权：合作商家优惠、活动优先报名', image: image('vip-month'), price: 990, days: 30 },
    { id: 2, iid, title: '志愿者特权卡·年卡', description: '365 天会员特权：合作商家优惠、活动优先报名、专属客服', image: image('vip-year'), price: 9900, days: 365 },
  ]);
  const memberId = await memberIdByMobile(db, iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  await db.insert(vipCards).values({ iid, memberId, planId: 2, cardNo: 'TX1000000001', expiresAt: new Date(now.getTime() + 200 * DAY) });
}

/** Vip cards: those the tenant sells and those the member holds. Buying one is an order (the order module). */
export default defineModule({
  name: 'vip',
  tables,
  seed: { after: ['member'], run: seedVip },
  mergeMember: mergeVipCards,
  memberProfile: async (db, who, now) => ({ isVip: await isVip(db, who.id, now) }),
  calls: [
    implement(vip.profile, async ({ iid, token }, { services: s }) => {
      const now = new Date(s.now());
      const me = await requireMember(s.db, iid, token, now);
      const rows = await s.db
        .select({ card: vipCards, plan: vipPlans })
        .from(vipCards)
        .innerJoin(vipPlans, eq(vipPlans.id, vipCards.planId))
        .where(and(eq(vipCards.memberId, me.id), eq(vipCards.iid, iid), gte(vipCards.expiresAt, now)))
        .orderBy(desc(vipCards.expiresAt));
      return {
        isVip: rows.length > 0,
        cards: rows.map(({ card, plan }) => ({
          cardTitle: plan.title,
          cardDesc: plan.description,
          cardNo: card.cardNo,
          cardDate: shanghaiDay(card.expiresAt),
          cardImg: plan.image,
        })),
      };
    }),

    implement(vip.plans, async ({ iid }, { services: s }) => {
      const rows = await s.db.select().from(vipPlans).where(eq(vipPlans.iid, iid)).orderBy(asc(vipPlans.price));
      return rows.map((p) => ({ id: p.id, cardTitle: p.title, cardDesc: p.description, cardImg: p.image, price: p.price, days: p.days }));
    }),
  ],
});
