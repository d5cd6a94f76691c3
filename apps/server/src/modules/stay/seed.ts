import { stay } from '@tongxin/api-client/catalogue';
import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { pictureUrl } from '../../platform/picture';
import { shanghaiDay } from '../../platform/time';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { addDays, defaultPrice, nightsOf, takeNights } from './nights';
import { stayBookings, stayNights, stayPackages, stayPlaces, stayRooms } from './schema';

interface PlaceSeed {
  name: string;
  region: string;
  address: string;
  lat: number;
  lng: number;
  tags: string[];
  rating: number;
}

const CAMPSITES: PlaceSeed[] = [
  { name: '安吉云上草原露营地', region: '浙江·湖州', address: '安吉县天荒坪镇云上草原景区内', lat: 30.4731, lng: 119.6012, tags: ['亲子', '星空', '草坪'], rating: 49 },
  { name: '千岛湖湖畔营地', region: '浙江·杭州', address: '淳安县千岛湖镇环湖北线12号', lat: 29.6052, lng: 119.0445, tags: ['湖景', '皮划艇'], rating: 48 },
  { name: '莫干山竹林营地', region: '浙江·湖州', address: '德清县莫干山镇劳岭村', lat: 30.5963, lng: 119.8667, tags: ['竹林', '徒步'], rating: 47 },
  { name: '临安天目山森林营地', region: '浙江·杭州', address: '临安区天目山镇西天目村', lat: 30.3445, lng: 119.4371, tags: ['森林', '溯溪'], rating: 46 },
  { name: '舟山朱家尖海滩营地', region: '浙江·舟山', address: '普陀区朱家尖南沙海滩', lat: 29.8926, lng: 122.3951, tags: ['海边', '日出'], rating: 46 },
  { name: '桐庐富春江房车营地', region: '浙江·杭州', address: '桐庐县富春江镇芦茨村', lat: 29.7113, lng: 119.6052, tags: ['房车', '江景'], rating: 45 },
  { name: '宁海森林温泉营地', region: '浙江·宁波', address: '宁海县深甽镇南溪温泉', lat: 29.2925, lng: 121.2547, tags: ['温泉', '亲子'], rating: 45 },
  { name: '仙居神仙居山野营地', region: '浙江·台州', address: '仙居县白塔镇神仙居景区北门', lat: 28.6683, lng: 120.6161, tags: ['山野', '观云'], rating: 44 },
  { name: '遂昌金矿星空营地', region: '浙江·丽水', address: '遂昌县妙高街道金矿村', lat: 28.5924, lng: 119.2761, tags: ['星空', '露天电影'], rating: 43 },
  { name: '开化钱江源营地', region: '浙江·衢州', address: '开化县齐溪镇钱江源国家公园', lat: 29.2462, lng: 118.2125, tags: ['源头', '森林'], rating: 42 },
  { name: '文成百丈漈营地', region: '浙江·温州', address: '文成县百丈漈镇', lat: 27.8176, lng: 119.9921, tags: ['瀑布'], rating: 41 },
  { name: '磐安大盘山营地', region: '浙江·金华', address: '磐安县大盘镇', lat: 29.0471, lng: 120.5062, tags: ['高山', '清凉'], rating: 40 },
];

const HOMESTAYS: PlaceSeed[] = [
  { name: '西湖龙井茶园民宿', region: '浙江·杭州', address: '西湖区龙井村68号', lat: 30.2251, lng: 120.1213, tags: ['茶园', '早餐'], rating: 49 },
  { name: '乌镇枕水人家', region: '浙江·嘉兴', address: '桐乡市乌镇西栅景区', lat: 30.7467, lng: 120.4881, tags: ['水乡', '古镇'], rating: 48 },
  { name: '松阳云上平田民宿', region: '浙江·丽水', address: '松阳县四都乡平田村', lat: 28.4987, lng: 119.4472, tags: ['古村', '云海'], rating: 47 },
  { name: '桐庐芦茨溪畔民宿', region: '浙江·杭州', address: '桐庐县富春江镇芦茨村23号', lat: 29.7151, lng: 119.6117, tags: ['溪景', '亲子'], rating: 46 },
  { name: '嵊泗花鸟岛海景民宿', region: '浙江·舟山', address: '嵊泗县花鸟乡灯塔路', lat: 30.8565, lng: 122.6661, tags: ['海景', '灯塔'], rating: 45 },
  { name: '德清庾村书香民宿', region: '浙江·湖州', address: '德清县莫干山镇庾村', lat: 30.5868, lng: 119.8924, tags: ['书房', '安静'], rating: 44 },
];

const CAMP_FACILITIES = ['停车场', '热水淋浴', '公共厨房', '电源', '烧烤区', '儿童乐园', 'WiFi'];
const HOME_FACILITIES = ['早餐', '空调', '独立卫浴', 'WiFi', '停车场', '茶室'];
const CAMP_ROOMS = [
  { name: '标准草地营位', kind: 'pitch', capacity: 4, bed: '自带帐篷，6×6米草地', price: 12800, weekendPrice: 16800, stock: 8 },
  { name: '天幕帐篷套装', kind: 'pitch', capacity: 3, bed: '帐篷、睡袋、防潮垫', price: 32800, weekendPrice: 39800, stock: 4 },
  { name: '星空木屋', kind: 'room', capacity: 2, bed: '1.8米大床', price: 58800, weekendPrice: 68800, stock: 1 },
];
const HOME_ROOMS = [
  { name: '山景大床房', kind: 'room', capacity: 2, bed: '1.8米大床', price: 46800, weekendPrice: 56800, stock: 3 },
  { name: '亲子家庭房', kind: 'room', capacity: 4, bed: '1.8米大床＋1.2米单人床', price: 68800, weekendPrice: 78800, stock: 2 },
];

/**
 * Tenant 1000's campsites (ids 1–12) and homestays (21–26), two or three rooms or pitches each, a
 * package or two; every state the pages show: a room with one left (the star cabins), nights full,
 * a closed night, a room off sale. Tenant 3073 has one campsite.
 */
export async function seedStay(db: Db, { now }: SeedContext): Promise<void> {
  const today = shanghaiDay(now);
  const place = (p: PlaceSeed, id: number, iid: number, type: number, hue: number) => ({
    id,
    iid,
    type,
    ...p,
    cover: pictureUrl(p.name.slice(0, 6), hue),
    images: [pictureUrl(p.name.slice(0, 6), hue), pictureUrl('营地风光', (hue + 40) % 360), pictureUrl('夜景', (hue + 80) % 360)],
    facilities: type === 1 ? CAMP_FACILITIES : HOME_FACILITIES,
    notice: type === 1 ? '入营时间14:00后，离营时间次日12:00前；营地内禁止明火，烧烤请到指定区域。' : '入住时间15:00后，退房时间次日12:00前；请保持安静，22:00后勿大声喧哗。',
    intro: `${p.name}位于${p.region}，${p.tags.join('、')}，适合家庭和朋友周末出游。`,
    phone: '0571-88886666',
  });
  const places = [
    ...CAMPSITES.map((p, i) => place(p, i + 1, 1000, 1, (i * 29) % 360)),
    ...HOMESTAYS.map((p, i) => place(p, i + 21, 1000, 2, (i * 37 + 15) % 360)),
    place({ name: '大学城露营基地', region: '广东·广州', address: '番禺区大学城外环', lat: 23.0566, lng: 113.3826, tags: ['校园'], rating: 45 }, 31, 3073, 1, 200),
  ];
  await db.insert(stayPlaces).values(places);

  const rooms = places.flatMap((p, i) =>
    (p.type === 1 ? CAMP_ROOMS : HOME_ROOMS).map((r, j) => ({
      id: p.id * 10 + j + 1,
      iid: p.iid,
      placeId: p.id,
      ...r,
      image: pictureUrl(r.name, (i * 29 + j * 60) % 360, 400, 300),
      images: [pictureUrl(r.name, (i * 29 + j * 60) % 360), pictureUrl('室内', (i * 29 + j * 60 + 30) % 360)],
      facilities: r.kind === 'pitch' ? ['电源', '照明', '垃圾袋'] : ['空调', '独立卫浴', '洗漱用品', '电热毯'],
      policy: r.kind === 'pitch' ? '入住前1天可免费取消，之后不可取消。' : '入住前2天可免费取消，之后不可取消。',
      cancelDays: r.kind === 'pitch' ? 1 : 2,
      // The tenth campsite's cabins are off sale.
      onSale: !(p.id === 10 && r.kind === 'room'),
    })),
  );
  await db.insert(stayRooms).values(rooms);

  // Anji (place 1): its standard pitches are full the coming weekend's nights, closed in 3 days' time;
  // its cabin has a holiday price in 20 days' time.
  await db.insert(stayNights).values([
    { roomId: 11, day: addDays(today, 5), remaining: 0 },
    { roomId: 11, day: addDays(today, 6), remaining: 0 },
    { roomId: 11, day: addDays(today, 3), remaining: 8, closed: true },
    { roomId: 13, day: addDays(today, 20), remaining: 1, price: 88800 },
  ]);

  await db.insert(stayPackages).values(
    places
      .filter((p) => p.iid === 1000 && p.id % 3 !== 2)
      .map((p, i) => ({
        id: 100 + p.id,
        iid: p.iid,
        placeId: p.id,
        title: p.type === 1 ? `${p.name.slice(0, 4)}亲子露营两天一夜套餐` : `${p.name.slice(0, 4)}双人下午茶入住套餐`,
        image: pictureUrl('套餐', (i * 47) % 360),
        intro: '含一晚住宿与当地特色体验，节假日通用，需提前一天预约。',
        includes: p.type === 1 ? ['营位一晚', '烧烤食材2人份', '篝火晚会', '次日早餐'] : ['大床房一晚', '双人早餐', '下午茶', '茶园导览'],
        price: p.type === 1 ? 49900 : 79900,
        stock: i === 1 ? 0 : 20 - i,
        validFrom: today,
        validTo: addDays(today, 90),
      })),
  );

  // The demo member's bookings, one of each state the reserve list shows (the first two hold their nights).
  const memberId = await memberIdByMobile(db, DEMO_MEMBER.iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  const S = stay.BOOKING_STATUS;
  const booking = (n: number, roomId: number, checkIn: string, nights: number, status: number) => ({
    iid: 1000,
    memberId,
    ref: `STAYDEMO${n}`,
    roomId,
    checkIn,
    checkOut: addDays(checkIn, nights),
    rooms: 1,
    guests: 2,
    amount: 0,
    contactName: '张同心',
    contactPhone: DEMO_MEMBER.mobile,
    status,
    createdAt: new Date(now.getTime() - (10 - n) * 86_400_000),
    cancelledAt: status === S.cancelled ? now : null,
  });
  const demo = [
    booking(1, 211, addDays(today, 10), 1, S.waitingPayment),
    booking(2, 21, addDays(today, 14), 2, S.booked),
    booking(3, 12, addDays(today, -30), 1, S.booked),
    booking(4, 221, addDays(today, 8), 1, S.cancelled),
  ];
  const byId = new Map(rooms.map((r) => [r.id, r]));
  for (const b of demo) {
    const room = byId.get(b.roomId);
    if (!room) throw new Error(`no room ${b.roomId}`);
    b.amount = nightsOf(b.checkIn, b.checkOut).reduce((sum, night) => sum + defaultPrice(room, night), 0);
    if (b.status !== S.cancelled && b.checkIn >= today) await takeNights(db, { ...room, onSale: true }, nightsOf(b.checkIn, b.checkOut), 1);
  }
  await db.insert(stayBookings).values(demo);
}
