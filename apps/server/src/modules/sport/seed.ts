import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { shanghaiDay } from '../../platform/time';
import { communityMembers, DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { saveDay } from './steps';
import { sportChallenges, sportPapers, sportQuestions, sportSteps, sportTeamMembers, sportTeams } from './schema';

const DAY = 86_400_000;

interface QuestionSeed {
  text: string;
  options: string[];
  answer: number[];
}

const SORTING: QuestionSeed[] = [
  { text: '用过的餐巾纸属于哪类垃圾？', options: ['可回收物', '其他垃圾', '厨余垃圾', '有害垃圾'], answer: [1] },
  { text: '废旧电池应投放到哪类垃圾桶？', options: ['有害垃圾', '可回收物', '其他垃圾', '厨余垃圾'], answer: [0] },
  { text: '吃剩的西瓜皮属于？', options: ['其他垃圾', '可回收物', '厨余垃圾', '有害垃圾'], answer: [2] },
  { text: '旧报纸属于？', options: ['可回收物', '其他垃圾', '厨余垃圾', '有害垃圾'], answer: [0] },
  { text: '过期药品属于？', options: ['厨余垃圾', '其他垃圾', '可回收物', '有害垃圾'], answer: [3] },
];
const SAFETY: QuestionSeed[] = [
  { text: '户外徒步迷路时，首先应该？', options: ['继续往前走', '原地停下，保持冷静并求助', '分头找路', '天黑后再走'], answer: [1] },
  { text: '以下哪些是户外必备物品？（多选）', options: ['饮用水', '头灯', '急救包', '高跟鞋'], answer: [0, 1, 2] },
  { text: '遇到雷雨天气应该？', options: ['躲在大树下', '远离高处和金属物体', '站在山顶', '举起登山杖'], answer: [1] },
  { text: '户外紧急求助电话是？（多选）', options: ['110', '120', '114', '119'], answer: [0, 1, 3] },
];

/**
 * Tenant 1000's step challenge (10 000 steps a day, 100 000 to the certificate), the demo member's
 * last six days and a team; two papers: a timed quiz (1) and the outdoor safety paper (2, for
 * trajectory qapaper). Tenant 3073 has a quiz (3).
 */
export async function seedSport(db: Db, { now }: SeedContext): Promise<void> {
  const day = (n: number) => shanghaiDay(new Date(now.getTime() + n * DAY));
  await db.insert(sportChallenges).values([
    { iid: 1000, title: '同心健步走·百日挑战', dailyGoal: 10_000, target: 100_000, startDay: day(-30), endDay: day(70) },
    { iid: 3073, title: '校园健步走', dailyGoal: 8_000, target: 50_000, startDay: day(-10), endDay: day(50) },
  ]);
  const memberId = await memberIdByMobile(db, DEMO_MEMBER.iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  const week = [8_421, 12_087, 6_530, 10_240, 15_302, 9_876];
  await db.insert(sportSteps).values(
    week.map((steps, i) => ({ memberId, day: day(i - week.length), iid: 1000, steps, city: '杭州', nick: DEMO_MEMBER.nickName, avatar: '', updatedAt: new Date(now.getTime() - (week.length - i) * DAY) })),
  );
  // The other demo members walk too, each day of the last week as the step report keeps it, so the
  // ranks have people in them.
  const walkers = await communityMembers(db);
  for (const [i, walker] of walkers.entries()) {
    for (let d = 1; d <= 7; d++) {
      const steps = 3_000 + ((i * 7_919 + d * 3_571) % 14_000);
      await saveDay(db, walker, day(-d), steps, i % 3 === 0 ? '杭州' : i % 3 === 1 ? '深圳' : '上海', new Date(now.getTime() - d * DAY));
    }
  }
  const [team] = await db.insert(sportTeams).values({ iid: 1000, name: '西湖健步队', captainId: memberId, captainName: DEMO_MEMBER.nickName, createdAt: now }).returning({ id: sportTeams.id });
  if (!team) throw new Error('team missing');
  await db.insert(sportTeamMembers).values({ memberId, teamId: team.id, iid: 1000, joinedAt: now });

  await db.insert(sportPapers).values([
    { id: 1, iid: 1000, title: '垃圾分类知识问答', intro: '共5题，每题20分，限时2分钟，提交后可查看正确答案。', timeLimit: 120 },
    { id: 2, iid: 1000, title: '户外安全知识答卷', intro: '共4题，每题25分，含多选题，只能提交一次。', timeLimit: 0 },
    { id: 3, iid: 3073, title: '新生入学知识问答', intro: '共1题。', timeLimit: 60 },
  ]);
  const questions = (paperId: number, first: number, list: QuestionSeed[], score: number) =>
    list.map((q, i) => ({ id: first + i, paperId, text: q.text, options: q.options, answer: q.answer, score, sort: i + 1 }));
  await db.insert(sportQuestions).values([
    ...questions(1, 1, SORTING, 20),
    ...questions(2, 11, SAFETY, 25),
    ...questions(3, 21, [{ text: '学校图书馆开放时间是？', options: ['8:00-22:00', '全天'], answer: [0] }], 100),
  ]);
}
