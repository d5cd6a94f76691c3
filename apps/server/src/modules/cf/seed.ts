import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { pictureUrl } from '../../platform/picture';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { cfProjects, cfTiers } from './schema';

const DAY_MS = 86_400_000;

/** Two projects of the demo member for tenant 1000, open for support (no support: totals come from real payments). */
export async function seedCrowdfunding(db: Db, { now }: SeedContext) {
  const launcherId = await memberIdByMobile(db, DEMO_MEMBER.iid, DEMO_MEMBER.mobile);
  if (launcherId === undefined) return;
  const projects = [
    {
      title: '为山区孩子筹建一座图书角',
      digest: '每一本书都是一扇窗：为云南昭通三所村小各建一座图书角',
      story:
        '我们是同心志愿者的支教小组。今年暑假在昭通的三所村小支教时发现，孩子们能读到的课外书不到二十本。\n\n本次众筹用于采购适龄图书约1500册、书架和阅读垫，并由志愿者在开学前送到学校、完成编目。每一笔支出都会在项目更新中公示。',
      images: [pictureUrl('山区图书角', 32), pictureUrl('孩子们在读书', 48)],
      risk: '图书采购价格可能波动；若未达目标，所有支持款项将原路退回。',
      layout: 'index',
      goalFen: 2_000_000,
      days: 30,
      tiers: [
        { title: '一本书的心意', description: '以您的名义捐赠一本图书，并收到孩子们的感谢卡（电子版）', amountFen: 2000, limit: 0, needsAddress: false },
        { title: '书架认领', description: '认领一个书架，书架上刻您的名字，寄送纪念明信片一套', amountFen: 30000, limit: 20, needsAddress: true },
      ],
    },
    {
      title: '河道清洁志愿行动装备众筹',
      digest: '为每月一次的河道清洁活动添置捡拾钳、手套和救生衣',
      story: '钱塘江沿岸的河道清洁活动已经坚持了三年。随着参与的志愿者越来越多，装备已经不够用了。本次众筹将添置捡拾钳60把、防割手套120双、救生衣20件。',
      images: [pictureUrl('河道清洁行动', 190)],
      risk: '若未达目标，所有支持款项将原路退回。',
      layout: 'sec',
      goalFen: 800_000,
      days: 20,
      tiers: [{ title: '装备一份', description: '资助一套捡拾钳和手套，活动合影中留下您的名字', amountFen: 5000, limit: 60, needsAddress: false }],
    },
  ];
  for (const { tiers, days, ...p } of projects) {
    const [row] = await db
      .insert(cfProjects)
      .values({ ...p, iid: DEMO_MEMBER.iid, launcherId, contactPhone: DEMO_MEMBER.mobile, deadline: new Date(now.getTime() + days * DAY_MS), status: 1, createdAt: now, reviewedAt: now })
      .returning({ id: cfProjects.id });
    if (row) await db.insert(cfTiers).values(tiers.map((t, i) => ({ ...t, projectId: row.id, sort: i })));
  }
}
