import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { relationCompanies, relationHonors, relationProfiles } from './schema';

/** The demo member's profile, two honours and their organisation (verification is left for them to do). */
export async function seedRelation(db: Db, { now }: SeedContext): Promise<void> {
  const iid = DEMO_MEMBER.iid;
  const memberId = await memberIdByMobile(db, iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  await db.insert(relationProfiles).values({
    memberId,
    iid,
    gender: 1,
    city: '杭州',
    intro: '社区志愿者，周末常去城市公园植树和河道清洁。',
    extra: [{ label: '志愿服务方向', value: '环保、助老' }],
    updatedAt: now,
  });
  await db.insert(relationHonors).values([
    { iid, memberId, title: '年度优秀志愿者', date: '2024-12-05', image: '' },
    { iid, memberId, title: '河道清洁行动先锋', date: '2025-06-18', image: '' },
  ]);
  await db.insert(relationCompanies).values({ iid, memberId, name: '同心公益服务中心', position: '志愿者队长', startDate: '2022-03-01', endDate: '' });
}
