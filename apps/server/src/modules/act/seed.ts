import type { Db } from '../../db/client';
import { demoImage } from '../../platform/demo-image';
import type { SeedContext } from '../../platform/module';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { activities, checkins, companions, enrolments, participants, reviews, signPlaces, teams, type StoredFormComponent } from './schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The leader of activity 7 (tomorrow's walk): signing in with this number opens its roster. */
export const DEMO_LEADER_MOBILE = '13912340007';

type Row = typeof activities.$inferInsert;

interface Trip {
  id: number;
  title: string;
  province: string;
  city: string;
  destination: string;
  /** Days from the seed's time to the start. */
  inDays: number;
  days: number;
  price: number;
  quota: number;
  taken?: number;
  tags: string[];
  difficulty?: string;
  series?: string;
  insuranceMode?: number;
  /** Enrolment opens this many days from now (negative: already open). */
  opensIn?: number;
  /** Enrolment closes this many hours before the start (default 24). */
  closesBefore?: number;
  distanceKm?: number;
  climbM?: number;
  form?: StoredFormComponent[];
  leaderMobile?: string;
  iid?: number;
}

const FIRST_AID_FORM: StoredFormComponent[] = [
  { id: 1301, name: '工作单位', type: 0, must: 1, content: '', placeholder: '请输入工作单位' },
  { id: 1302, name: '急救经验（年）', type: 2, must: 0, content: '', placeholder: '没有填 0' },
  { id: 1303, name: '希望的岗位', type: 3, must: 1, content: JSON.stringify([{ key: '赛道', value: ['起点', '10公里', '终点'] }, { key: '医疗站', value: ['一号站', '二号站'] }]), placeholder: '请选择' },
  { id: 1304, name: '可参加培训日期', type: 7, must: 0, content: '', placeholder: '请选择日期' },
  { id: 1305, name: '自我介绍', type: 1, must: 0, content: '', placeholder: '简单介绍你自己' },
  { id: 1306, name: '常住地址', type: 4, must: 0, content: '', placeholder: '请选择省市区' },
  { id: 1307, name: '急救证书', type: 5, must: 0, content: '3', placeholder: '最多3张' },
  { id: 1308, name: '证件照', type: 6, must: 0, content: '', placeholder: '上传一张正面免冠照片' },
];

const TRIPS: Trip[] = [
  { id: 1, title: '城东湿地植树', province: '广东', city: '深圳', destination: '城东湿地公园', inDays: 5, days: 1, price: 0, quota: 60, taken: 23, tags: ['公益', '亲子'], difficulty: '入门', insuranceMode: 1 },
  { id: 2, title: '银发智能课堂', province: '广东', city: '深圳', destination: '南山社区中心', inDays: 9, days: 1, price: 0, quota: 30, tags: ['公益'], difficulty: '入门', opensIn: 3 },
  { id: 3, title: '河道清洁行动', province: '广东', city: '深圳', destination: '大沙河', inDays: 3, days: 1, price: 0, quota: 40, taken: 40, tags: ['公益', '环保'], difficulty: '入门' },
  { id: 4, title: '急救员培训（第三期）', province: '广东', city: '广州', destination: '红十字会培训中心', inDays: 12, days: 2, price: 12000, quota: 50, taken: 18, tags: ['培训', '公益'], difficulty: '初级', insuranceMode: 1, form: FIRST_AID_FORM },
  { id: 5, title: '惠州双月湾露营两日', province: '广东', city: '惠州', destination: '双月湾', inDays: 16, days: 2, price: 39900, quota: 24, taken: 6, tags: ['露营', '海边'], difficulty: '初级', insuranceMode: 1, distanceKm: 8, climbM: 120 },
  { id: 6, title: '城市马拉松医疗保障', province: '广东', city: '深圳', destination: '深圳湾', inDays: 2, days: 1, price: 0, quota: 80, taken: 52, tags: ['公益', '培训'], difficulty: '中级', closesBefore: 72 },
  { id: 7, title: '香山晨练徒步', province: '北京', city: '北京', destination: '香山公园', inDays: 0.85, days: 1, price: 6800, quota: 30, taken: 4, tags: ['徒步', '周末'], difficulty: '入门', insuranceMode: 1, closesBefore: 2, distanceKm: 12.5, climbM: 560, leaderMobile: DEMO_LEADER_MOBILE },
  { id: 8, title: '梧桐山穿越', province: '广东', city: '深圳', destination: '梧桐山', inDays: -6, days: 1, price: 8800, quota: 25, taken: 21, tags: ['徒步', '登山'], difficulty: '中级', insuranceMode: 2, distanceKm: 15, climbM: 940 },
  { id: 9, title: '东西冲海岸线穿越', province: '广东', city: '深圳', destination: '东西冲', inDays: 10, days: 1, price: 12800, quota: 12, taken: 11, tags: ['徒步', '海边'], difficulty: '进阶', insuranceMode: 2, series: 'dxc', distanceKm: 9, climbM: 380 },
  { id: 10, title: '西湖环湖骑行', province: '浙江', city: '杭州', destination: '西湖', inDays: 20, days: 1, price: 9900, quota: 40, taken: 12, tags: ['骑行', '周末'], difficulty: '入门', insuranceMode: 1, distanceKm: 28, climbM: 90 },
  { id: 11, title: '安吉竹海两日徒步', province: '浙江', city: '杭州', destination: '安吉', inDays: 27, days: 2, price: 45800, quota: 20, taken: 20, tags: ['徒步'], difficulty: '中级', insuranceMode: 2, distanceKm: 22, climbM: 800 },
  { id: 12, title: '四姑娘山大峰登顶', province: '四川', city: '成都', destination: '四姑娘山', inDays: 35, days: 4, price: 268000, quota: 12, taken: 3, tags: ['登山', '雪山'], difficulty: '专业', insuranceMode: 2, distanceKm: 30, climbM: 2100 },
  { id: 13, title: '青城后山亲子游', province: '四川', city: '成都', destination: '青城山', inDays: 24, days: 1, price: 15800, quota: 30, taken: 9, tags: ['亲子', '周末'], difficulty: '入门', insuranceMode: 1, distanceKm: 7, climbM: 420 },
  { id: 14, title: '洱海环湖公益行', province: '云南', city: '大理', destination: '洱海', inDays: 48, days: 3, price: 128000, quota: 20, taken: 5, tags: ['骑行', '公益'], difficulty: '初级', insuranceMode: 1, distanceKm: 120, climbM: 300 },
  { id: 15, title: '虎跳峡高路徒步', province: '云南', city: '丽江', destination: '虎跳峡', inDays: 62, days: 3, price: 158000, quota: 16, taken: 2, tags: ['徒步'], difficulty: '进阶', insuranceMode: 2, distanceKm: 28, climbM: 1300 },
  { id: 16, title: '长城野趣：箭扣到慕田峪', province: '北京', city: '北京', destination: '箭扣长城', inDays: 13, days: 1, price: 19800, quota: 25, taken: 10, tags: ['徒步', '周末'], difficulty: '进阶', insuranceMode: 2, distanceKm: 11, climbM: 870 },
  { id: 17, title: '滨江城市定向', province: '上海', city: '上海', destination: '徐汇滨江', inDays: 6, days: 1, price: 3900, quota: 100, taken: 34, tags: ['城市', '周末'], difficulty: '入门', distanceKm: 6 },
  { id: 18, title: '崇明岛观鸟', province: '上海', city: '上海', destination: '东滩湿地', inDays: 40, days: 1, price: 8800, quota: 30, taken: 0, tags: ['自然', '亲子'], difficulty: '入门', opensIn: 10 },
  { id: 19, title: '鼓浪屿海岛清洁', province: '福建', city: '厦门', destination: '鼓浪屿', inDays: 18, days: 1, price: 0, quota: 50, taken: 17, tags: ['公益', '环保', '海边'], difficulty: '入门', insuranceMode: 1 },
  { id: 20, title: '武夷山九曲溪漂流', province: '福建', city: '南平', destination: '武夷山', inDays: 75, days: 2, price: 69800, quota: 24, taken: 1, tags: ['漂流', '自然'], difficulty: '初级', insuranceMode: 2 },
  { id: 21, title: '东西冲海岸线穿越', province: '广东', city: '深圳', destination: '东西冲', inDays: 17, days: 1, price: 12800, quota: 30, taken: 8, tags: ['徒步', '海边'], difficulty: '进阶', insuranceMode: 2, series: 'dxc', distanceKm: 9, climbM: 380 },
  { id: 22, title: '东西冲海岸线穿越', province: '广东', city: '深圳', destination: '东西冲', inDays: 31, days: 1, price: 12800, quota: 30, taken: 0, tags: ['徒步', '海边'], difficulty: '进阶', insuranceMode: 2, series: 'dxc', distanceKm: 9, climbM: 380 },
  { id: 23, title: '阳朔遇龙河徒步', province: '广西', city: '桂林', destination: '遇龙河', inDays: 55, days: 3, price: 98000, quota: 20, taken: 4, tags: ['徒步', '自然'], difficulty: '初级', insuranceMode: 1, distanceKm: 18, climbM: 150 },
  { id: 24, title: '岳麓山夜跑', province: '湖南', city: '长沙', destination: '岳麓山', inDays: 4, days: 1, price: 2000, quota: 60, taken: 41, tags: ['跑步', '周末'], difficulty: '初级', distanceKm: 8, climbM: 260 },
  { id: 25, title: '大学城迎新志愿服务', province: '广东', city: '广州', destination: '大学城', inDays: 21, days: 1, price: 0, quota: 80, taken: 12, tags: ['公益'], difficulty: '入门', iid: 3073 },
  { id: 27, title: '七娘山看日出', province: '广东', city: '深圳', destination: '七娘山', inDays: -15, days: 1, price: 6800, quota: 20, taken: 14, tags: ['登山', '周末'], difficulty: '中级', insuranceMode: 1, distanceKm: 10, climbM: 860 },
  { id: 26, title: '校园开放日讲解员', province: '广东', city: '广州', destination: '大学城', inDays: 33, days: 1, price: 0, quota: 40, taken: 3, tags: ['公益'], difficulty: '入门', iid: 3073 },
];

/** A walk of a few points near the destination, for the route map. */
function trackNear(lat: number, lng: number, km: number): [number, number][] {
  const step = Math.max(km, 1) / 400;
  return Array.from({ length: 6 }, (_, i) => [lat + step * i * 0.8, lng + step * Math.sin(i) * 1.2] as [number, number]);
}

const ANCHOR: Record<string, [number, number]> = {
  深圳: [22.54, 114.06], 广州: [23.13, 113.26], 惠州: [22.6, 114.9], 北京: [39.99, 116.2], 杭州: [30.25, 120.15], 成都: [30.66, 104.06],
  大理: [25.69, 100.16], 丽江: [26.87, 100.23], 上海: [31.17, 121.45], 厦门: [24.45, 118.07], 南平: [27.7, 117.97], 桂林: [24.78, 110.49], 长沙: [28.18, 112.94],
};

function rowOf(t: Trip, now: number): Row {
  const startAt = new Date(Math.round((now + t.inDays * DAY) / HOUR) * HOUR);
  const [lat, lng] = ANCHOR[t.city] ?? [30, 115];
  const label = t.title.slice(0, 6);
  return {
    id: t.id,
    iid: t.iid ?? DEMO_MEMBER.iid,
    title: t.title,
    images: [demoImage(`act-${t.id}`, label), demoImage('act-tree', t.destination), demoImage('act-class', t.city)],
    tags: t.tags,
    difficulty: t.difficulty ?? '',
    province: t.province,
    originCity: t.city,
    destination: t.destination,
    series: t.series ?? `act-${t.id}`,
    startAt,
    endAt: new Date(startAt.getTime() + t.days * DAY - 6 * HOUR),
    days: t.days,
    gatherAt: new Date(startAt.getTime() - HOUR / 2),
    gatherPlace: `${t.city}·${t.destination}集合点`,
    enrollStart: new Date(now + (t.opensIn ?? -20) * DAY),
    enrollEnd: new Date(startAt.getTime() - (t.closesBefore ?? 24) * HOUR),
    quota: t.quota,
    minimum: Math.min(t.quota, Math.max(2, Math.round(t.quota / 5))),
    taken: t.taken ?? 0,
    price: t.price,
    insurancePrice: t.insuranceMode ? 500 * t.days : 0,
    insuranceMode: t.insuranceMode ?? 0,
    commissionRate: t.price > 0 ? 80 : 0,
    leaderName: ['阿杰', '小鹿', '老周', '青青'][t.id % 4] ?? '阿杰',
    leaderBio: '国家二级户外指导员，带队 8 年，熟悉华南及西南线路。',
    leaderMobile: t.leaderMobile ?? '',
    organiser: t.iid === 3073 ? '大学城志愿者协会' : '同心志愿者联合会',
    schedule: Array.from({ length: t.days }, (_, d) => ({
      title: `第${d + 1}天`,
      text: d === 0 ? `${t.city}集合出发，前往${t.destination}，领队讲解安全须知后开始活动。` : `继续${t.destination}行程，傍晚返回${t.city}，活动结束。`,
    })),
    feeIncluded: '领队服务费、往返交通、活动组织费',
    feeExcluded: '个人餐饮、个人消费及保险之外的医疗费用',
    equipment: '运动鞋、双肩包、饮用水 1.5L、雨具、头灯（如有夜间行程）',
    notes: '请按时到达集合点，迟到 15 分钟视为自动放弃；活动中服从领队安排，不得单独行动。',
    refundRules: '活动开始前 72 小时以上取消全额退款；72 至 24 小时内退 50%；24 小时内不退款。',
    distanceKm: t.distanceKm ?? 0,
    climbM: t.climbM ?? 0,
    track: trackNear(lat, lng, t.distanceKm ?? 3),
    form: t.form ?? [],
  };
}

/** The demo member's saved companions: picked on the enrol page. */
export const DEMO_COMPANIONS = [
  { name: '王小雨', gender: 2, mobile: '13700137001', idType: 1, idNumber: '11010519491231002X', birthDate: '1949-12-31', emergencyName: '王大山', emergencyPhone: '13700137002' },
  { name: '赵一鸣', gender: 1, mobile: '13700137003', idType: 2, idNumber: 'E12345678', birthDate: '1990-05-20', emergencyName: '赵敏', emergencyPhone: '13700137004' },
];

/**
 * Tenant 1000's activities (27 in all, 2 of them tenant 3073's): several provinces and months,
 * some full (3, 11), closed (6, 8 ended), not open yet (2, 18), forced insurance (8, 9, 11, 12, …),
 * one with its own registration form (4), one place left (9), one starting tomorrow with sign
 * places and a leader (7). `taken` of a seeded activity counts the organiser's earlier enrolments.
 * The demo member has companions, paid enrolments of the ended walks 8 (to review) and 27 (reviewed), and of 5.
 */
export async function seedActivities(db: Db, { now }: SeedContext): Promise<void> {
  const t0 = now.getTime();
  await db.insert(activities).values(TRIPS.map((t) => rowOf(t, t0)));
  const seven = rowOf(TRIPS[6] as Trip, t0);
  const at7 = seven.gatherAt;
  await db.insert(signPlaces).values([
    { activityId: 7, name: '西苑地铁站C口', address: '北京市海淀区颐和园路西苑地铁站C口', lat: 39.998, lng: 116.276, radius: 300, qr: 'act7-xiyuan-3f9c', time: at7 },
    { activityId: 7, name: '香山公园东门', address: '北京市海淀区买卖街40号', lat: 39.9925, lng: 116.1952, radius: 200, qr: 'act7-xiangshan-8d21', time: new Date(at7.getTime() + HOUR) },
    { activityId: 8, name: '梧桐山南门', address: '深圳市罗湖区梧桐山南门广场', lat: 22.577, lng: 114.201, radius: 300, qr: 'act8-wts-11aa', time: new Date(t0 - 6 * DAY) },
    { activityId: 9, name: '东涌社区停车场', address: '深圳市大鹏新区东涌社区', lat: 22.477, lng: 114.574, radius: 300, qr: 'act9-dxc-77c0', time: new Date(t0 + 10 * DAY) },
  ]);
  await db.insert(teams).values([
    { activityId: 7, name: '猎豹队', leader: '阿杰', capacity: 10, code: 'LB7' },
    { activityId: 7, name: '山羊队', leader: '小鹿', capacity: 10, code: 'SY7' },
    { activityId: 5, name: '海星队', leader: '老周', capacity: 12, code: 'HX5' },
  ]);

  const memberId = await memberIdByMobile(db, DEMO_MEMBER.iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  await db.insert(companions).values(DEMO_COMPANIONS.map((c) => ({ iid: DEMO_MEMBER.iid, memberId, ...c, createdAt: new Date(t0 - 30 * DAY) })));

  const demoPerson = { name: '李同心', gender: 1, mobile: DEMO_MEMBER.mobile, idType: 1, idNumber: '44030519900101123X', birthDate: '1990-01-01', emergencyName: '李妈妈', emergencyPhone: '13900139001' };
  const paid = [
    { orderId: 'ACTDEMO0008', activityId: 8, price: 8800, insurance: 500, createdAt: new Date(t0 - 20 * DAY), code: '8800000008' },
    { orderId: 'ACTDEMO0027', activityId: 27, price: 6800, insurance: 0, createdAt: new Date(t0 - 25 * DAY), code: '8800000027' },
    { orderId: 'ACTDEMO0005', activityId: 5, price: 39900, insurance: 0, createdAt: new Date(t0 - 2 * DAY), code: '8800000005' },
  ];
  for (const e of paid) {
    await db.insert(enrolments).values({
      orderId: e.orderId,
      iid: DEMO_MEMBER.iid,
      activityId: e.activityId,
      memberId,
      nickName: DEMO_MEMBER.nickName,
      status: 11,
      num: 1,
      unitPrice: e.price,
      insurancePrice: e.insurance,
      insured: e.insurance > 0,
      total: e.price + e.insurance,
      info: {},
      tradeNo: `ADEMO${e.activityId}`,
      code: e.code,
      createdAt: e.createdAt,
      paidAt: e.createdAt,
    });
  }
  const [person] = await db.insert(participants).values({ orderId: 'ACTDEMO0008', ...demoPerson }).returning({ id: participants.id });
  await db.insert(participants).values([
    { orderId: 'ACTDEMO0005', ...demoPerson },
    { orderId: 'ACTDEMO0027', ...demoPerson },
  ]);
  const [place8] = await db.insert(signPlaces).values({ activityId: 8, name: '梧桐山北门', address: '深圳市罗湖区梧桐山北门', lat: 22.59, lng: 114.2, radius: 300, qr: 'act8-north-4b2e', time: new Date(t0 - 6 * DAY) }).returning({ id: signPlaces.id });
  if (person && place8) await db.insert(checkins).values({ placeId: place8.id, participantId: person.id, way: 1, at: new Date(t0 - 6 * DAY) });
  await db.insert(reviews).values({
    activityId: 27,
    memberId,
    nickName: DEMO_MEMBER.nickName,
    score1: 5,
    score2: 5,
    score3: 4,
    content: '路线很美，领队非常专业，补给点安排得当。',
    images: [],
    createdAt: new Date(t0 - 14 * DAY),
  });
}
