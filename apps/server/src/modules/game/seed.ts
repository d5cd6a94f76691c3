import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { pictureUrl } from '../../platform/picture';
import { shanghaiDay } from '../../platform/time';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { idHash, maskId, withCheckDigit } from './identity';
import { gameEntries, gameGroups, gameResults, games } from './schema';

const DAY = 86_400_000;
const RUNNERS = ['王磊', '李娜', '张伟', '刘洋', '陈静', '杨帆', '赵敏', '黄勇', '周杰', '吴倩', '徐明', '孙丽'];

/** The ID number of a seeded runner (valid, with its check digit): born 1990, a Hangzhou prefix. */
export const runnerId = (i: number) => withCheckDigit(`33010619900101${String(100 + i).padStart(3, '0')}`);

const FORM = [
  { id: 1, name: '紧急联系人', type: 0, must: true, content: '', placeholder: '姓名和电话' },
  { id: 2, name: '衣服尺码', type: 3, must: true, content: JSON.stringify([{ key: '尺码', value: ['S', 'M', 'L', 'XL'] }]), placeholder: '请选择' },
  { id: 3, name: '备注', type: 1, must: false, content: '', placeholder: '选填' },
];

/**
 * Tenant 1000's games: a half marathon that has ended with published results (1), a free charity
 * walk on today (2, enrolment open through the day), a team orienteering race (3), a paid ride
 * with one group full (4) and a hill climb whose enrolment has not opened (5). Tenant 3073: one.
 */
export async function seedGames(db: Db, { now }: SeedContext): Promise<void> {
  const day = (n: number) => shanghaiDay(new Date(now.getTime() + n * DAY));
  const at = (n: number) => new Date(now.getTime() + n * DAY);
  const endOfToday = new Date(Date.parse(`${day(0)}T23:59:59+08:00`));
  const base = {
    rules: '1. 参赛者须年满18周岁，身体健康；\n2. 比赛当天凭参赛号检录；\n3. 关门时间后未完赛视为退赛；\n4. 成绩以芯片计时为准。',
    disclaimer: '本人自愿参加本次赛事，已充分了解赛事风险，确认身体状况适合参赛。比赛期间如因自身原因发生意外，责任自负；同意主办方使用比赛中拍摄的影像资料用于宣传。',
    form: FORM,
  };
  await db.insert(games).values([
    { id: 1, iid: 1000, title: '西湖国际半程马拉松', cover: pictureUrl('西湖半马', 210), intro: '环西湖赛道，沿途经过断桥、苏堤与雷峰塔。', place: '杭州黄龙体育中心', lat: 30.2697, lng: 120.1287, gameDay: day(-10), enrollStart: at(-60), enrollEnd: at(-20), fee: 12_000, teamMode: false, teamSize: 1, nextBib: 13, ...base },
    { id: 2, iid: 1000, title: '同心公益健步行', cover: pictureUrl('公益健步行', 120), intro: '5公里公益健步行，每完成一人捐赠一本图书。', place: '杭州西湖文化广场', lat: 30.2783, lng: 120.1661, gameDay: day(0), enrollStart: at(-15), enrollEnd: endOfToday, fee: 0, teamMode: false, teamSize: 1, ...base, form: FORM.map((f) => ({ ...f, must: f.id === 1 })) },
    { id: 3, iid: 1000, title: '运河城市定向赛', cover: pictureUrl('城市定向', 30), intro: '三人一队，沿运河寻找打卡点，用时最短者胜。', place: '杭州拱宸桥', lat: 30.3175, lng: 120.1416, gameDay: day(20), enrollStart: at(-5), enrollEnd: at(15), fee: 0, teamMode: true, teamSize: 3, ...base },
    { id: 4, iid: 1000, title: '千岛湖环湖骑行赛', cover: pictureUrl('环湖骑行', 270), intro: '百公里环湖骑行，分竞速组与休闲组。', place: '淳安县千岛湖广场', lat: 29.6052, lng: 119.0445, gameDay: day(30), enrollStart: at(-5), enrollEnd: at(25), fee: 19_900, teamMode: false, teamSize: 1, ...base },
    { id: 5, iid: 1000, title: '新年登高赛', cover: pictureUrl('新年登高', 0), intro: '北高峰登高，新年第一场比赛。', place: '杭州灵隐景区', lat: 30.2478, lng: 120.1003, gameDay: day(60), enrollStart: at(20), enrollEnd: at(50), fee: 5_000, teamMode: false, teamSize: 1, ...base },
    { id: 6, iid: 3073, title: '校园环湖跑', cover: pictureUrl('环湖跑', 180), intro: '大学城环湖5公里。', place: '广州大学城', lat: 23.0566, lng: 113.3826, gameDay: day(10), enrollStart: at(-5), enrollEnd: at(5), fee: 0, teamMode: false, teamSize: 1, ...base },
  ]);
  await db.insert(gameGroups).values([
    { id: 11, gameId: 1, name: '半程组', quota: 5000, taken: 8 },
    { id: 12, gameId: 1, name: '10公里组', quota: 3000, taken: 4 },
    { id: 21, gameId: 2, name: '健步组', quota: 500 },
    { id: 31, gameId: 3, name: '团队组', quota: 90 },
    { id: 41, gameId: 4, name: '竞速组', quota: 20, taken: 20 },
    { id: 42, gameId: 4, name: '休闲组', quota: 200, taken: 36 },
    { id: 51, gameId: 5, name: '登高组', quota: 300 },
    { id: 61, gameId: 6, name: '5公里', quota: 400 },
  ]);
  await db.insert(gameResults).values(
    RUNNERS.map((name, i) => ({
      gameId: 1,
      groupId: i < 8 ? 11 : 12,
      name,
      idHash: idHash(runnerId(i)),
      bib: `01${String(i + 1).padStart(4, '0')}`,
      // Half marathon from 1:12:05, 10 km from 0:41:30, a couple of minutes apart.
      timeMs: (i < 8 ? 4_325_000 + i * 137_000 : 2_490_000 + (i - 8) * 95_000) + ((i * 7919) % 60) * 1000,
    })),
  );
  // The demo member ran the 10 km (bib 010013) and has a result; they are enrolled in the ride, unpaid.
  const memberId = await memberIdByMobile(db, DEMO_MEMBER.iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  const demoId = runnerId(12);
  const entry = { iid: 1000, memberId, name: '张同心', idHash: idHash(demoId), idMasked: maskId(demoId), mobile: DEMO_MEMBER.mobile, form: { '1': '张大同 13900002222', '2': 'L' } };
  await db.insert(gameEntries).values([
    { ...entry, gameId: 1, groupId: 12, status: 2, bib: '010013', checkedInAt: at(-10), createdAt: at(-30) },
    { ...entry, gameId: 4, groupId: 42, status: 1, createdAt: at(-1) },
  ]);
  await db.insert(gameResults).values({ gameId: 1, groupId: 12, name: '张同心', idHash: idHash(demoId), bib: '010013', timeMs: 2_711_000 });
}
