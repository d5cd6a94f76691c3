import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { pictureUrl } from '../../platform/picture';
import { shanghaiDay } from '../../platform/time';
import { sign } from '@tongxin/api-client/catalogue';
import { inArray } from 'drizzle-orm';
import { communityMembers, DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { checkIn } from './handlers';
import { signAreas, signCheckIns, signContacts, signSites, signSubjects } from './schema';

const DAY = 86_400_000;
const day = (now: Date, n: number) => shanghaiDay(new Date(now.getTime() + n * DAY));

interface SiteSeed {
  name: string;
  address: string;
  lat: number;
  lng: number;
}

const WEST_LAKE_NORTH: SiteSeed[] = [
  { name: '断桥残雪', address: '杭州市西湖区北山街断桥', lat: 30.2596, lng: 120.1512 },
  { name: '平湖秋月', address: '杭州市西湖区孤山路平湖秋月', lat: 30.2538, lng: 120.1445 },
  { name: '曲院风荷', address: '杭州市西湖区北山路89号', lat: 30.2524, lng: 120.1337 },
];
const WEST_LAKE_SOUTH: SiteSeed[] = [
  { name: '苏堤春晓', address: '杭州市西湖区苏堤南口', lat: 30.2365, lng: 120.1421 },
  { name: '雷峰夕照', address: '杭州市西湖区南山路15号', lat: 30.2311, lng: 120.1489 },
  { name: '柳浪闻莺', address: '杭州市上城区南山路柳浪闻莺公园', lat: 30.2427, lng: 120.1597 },
];
const CANAL: SiteSeed[] = [
  { name: '拱宸桥', address: '杭州市拱墅区桥弄街拱宸桥', lat: 30.3175, lng: 120.1416 },
  { name: '广济桥', address: '杭州市余杭区塘栖镇广济桥', lat: 30.4853, lng: 120.1855 },
];

/**
 * Tenant 1000's sign-in subjects: 西湖十景 (open; two areas, six sites; the demo member has two),
 * 运河古桥 (open; two sites), one not started and one ended; its emergency numbers. Tenant 3073
 * has one subject.
 */
export async function seedSign(db: Db, { now }: SeedContext): Promise<void> {
  const subjects = [
    { id: 1, iid: 1000, title: '西湖十景打卡', hue: 150, start: -30, end: 60, sort: 1 },
    { id: 2, iid: 1000, title: '运河古桥寻访', hue: 30, start: -10, end: 90, sort: 2 },
    { id: 3, iid: 1000, title: '新春登高打卡', hue: 0, start: 20, end: 50, sort: 3 },
    { id: 4, iid: 1000, title: '秋季徒步打卡', hue: 260, start: -90, end: -20, sort: 4 },
    { id: 5, iid: 3073, title: '校园地标打卡', hue: 200, start: -30, end: 60, sort: 1 },
  ];
  await db.insert(signSubjects).values(
    subjects.map((s) => ({
      id: s.id,
      iid: s.iid,
      title: s.title,
      banner: pictureUrl(s.title, s.hue),
      intro: `${s.title}：走到每个点位，在点位附近打卡或扫描现场二维码，集齐全部点位领取电子证书。`,
      rules: '1. 需在点位半径范围内打卡，或扫描点位现场二维码；\n2. 每个点位只需打卡一次；\n3. 完成全部点位后可领取证书；\n4. 户外活动请注意安全，遇到紧急情况使用紧急求助。',
      startDay: day(now, s.start),
      endDay: day(now, s.end),
      sort: s.sort,
    })),
  );
  const areas = [
    { id: 1, iid: 1000, subjectId: 1, name: '北山路片区', sites: WEST_LAKE_NORTH },
    { id: 2, iid: 1000, subjectId: 1, name: '南山路片区', sites: WEST_LAKE_SOUTH },
    { id: 3, iid: 1000, subjectId: 2, name: '运河沿线', sites: CANAL },
    { id: 4, iid: 1000, subjectId: 3, name: '城北山线', sites: [{ name: '北高峰', address: '杭州市西湖区灵隐北高峰', lat: 30.2478, lng: 120.1003 }] },
    { id: 5, iid: 1000, subjectId: 4, name: '九溪线', sites: [{ name: '九溪烟树', address: '杭州市西湖区九溪路', lat: 30.2052, lng: 120.1199 }] },
    { id: 6, iid: 3073, subjectId: 5, name: '校园', sites: [{ name: '图书馆', address: '广州大学城图书馆', lat: 23.0553, lng: 113.3851 }] },
  ];
  await db.insert(signAreas).values(
    areas.map((a) => ({ id: a.id, iid: a.iid, subjectId: a.subjectId, name: a.name, image: pictureUrl(a.name, (a.id * 53) % 360), intro: `${a.name}共${a.sites.length}个点位。` })),
  );
  let siteId = 0;
  const sites = areas.flatMap((a) =>
    a.sites.map((site) => {
      siteId += 1;
      return {
        id: siteId,
        iid: a.iid,
        subjectId: a.subjectId,
        areaId: a.id,
        ...site,
        image: pictureUrl(site.name, (siteId * 41) % 360),
        intro: `${site.name}，${a.name}的打卡点位。到达后在200米内即可打卡。`,
        radius: 200,
        points: 10,
        code: `SITE${siteId}-${(siteId * 7919).toString(36).toUpperCase()}`,
      };
    }),
  );
  await db.insert(signSites).values(sites);

  const memberId = await memberIdByMobile(db, DEMO_MEMBER.iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  await db.insert(signCheckIns).values(
    [1, 4].map((id, i) => ({
      iid: 1000,
      memberId,
      siteId: id,
      subjectId: 1,
      method: 'location',
      distance: 35 + i * 20,
      points: 10,
      nick: DEMO_MEMBER.nickName,
      avatar: '',
      createdAt: new Date(now.getTime() - (5 - i) * DAY),
    })),
  );
  // The other demo members have been out too, checking in as the QR code does: the rank has people in it.
  const stored = await db.select().from(signSites).where(inArray(signSites.subjectId, [1, 2]));
  for (const [i, walker] of (await communityMembers(db)).entries()) {
    const visited = stored.filter((site) => site.subjectId === 1 + (i % 2)).slice(0, 1 + ((i * 5) % 8));
    for (const [n, site] of visited.entries()) await checkIn(db, walker, site, sign.CHECK_IN_METHOD.qr, null, new Date(now.getTime() - (1 + ((i + n) % 9)) * DAY));
  }
  await db.insert(signContacts).values([
    { iid: 1000, name: '领队 王队长', phone: '13900001111', sort: 1 },
    { iid: 1000, name: '同心志愿者服务中心', phone: '057188886666', sort: 2 },
    { iid: 3073, name: '校园保卫处', phone: '02039330110', sort: 1 },
  ]);
}
