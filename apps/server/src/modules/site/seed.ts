import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { pictureUrl as pic } from '../../platform/picture';
import { couponsOf } from '../coupon/api';
import { communityAds, shortLinks, siteLooks } from './schema';
import { COMMUNITY_MODULES } from './look';

const IID = 1000;

/** Short links of the demo (README): /s/home opens the home page; /s/phish points off the allow-list. */
export const DEMO_SHORT_LINKS = [
  { code: 'home', url: '/app/index/1000' },
  { code: 'welfare', url: '/app/info/vipWelfare/1000' },
  { code: 'phish', url: 'https://evil.example.com/app/index/1000' },
] as const;

/** Tenant 1000's theme colour (site.look). */
export const DEMO_THEME_COLOR = '#c8161d';

/** Popup ids of the demo, in the order they show (one per visit until each is closed). */
export const DEMO_POPUPS = { coupons: 1, notice: 2, emptyCoupons: 3, product: 4, image: 5 } as const;

/** Tenant 1000's popups (the coupon pack offers coupons 1001–1003 as they stand) and short links. */
export async function seedSite(db: Db, _ctx: SeedContext): Promise<void> {
  const coupons = await couponsOf(db, IID, [1001, 1002, 1003]);
  await db.insert(communityAds).values([
    { id: DEMO_POPUPS.coupons, iid: IID, type: 5, sort: 1, content: JSON.stringify({ title: '新人专享券包', coupons }) },
    {
      id: DEMO_POPUPS.notice,
      iid: IID,
      type: 1,
      sort: 2,
      content: JSON.stringify({ title: '服务时长证明上线', text: '志愿服务时长证明已开通线上申请，在“我的”页面即可办理，审核通过后生成电子证明。' }),
    },
    // Type 4 with no coupons: never shown (spec §4).
    { id: DEMO_POPUPS.emptyCoupons, iid: IID, type: 4, sort: 3, content: JSON.stringify([]) },
    {
      id: DEMO_POPUPS.product,
      iid: IID,
      type: 2,
      sort: 4,
      content: JSON.stringify({
        contents: { image: pic('帆布袋', 15, 480, 480), title: '同心公益帆布袋', price: 2990, costV2: 4900, link: '/app/store/1000/detail/1' },
      }),
    },
    {
      id: DEMO_POPUPS.image,
      iid: IID,
      type: 3,
      sort: 5,
      content: JSON.stringify({ images: { imgUrl: pic('志愿者特权卡', 40, 600, 800), textUrl: '/app/info/vipWelfare/1000' } }),
    },
  ]);

  await db.insert(shortLinks).values(DEMO_SHORT_LINKS.map((l) => ({ ...l, iid: IID })));

  // Tenant 1000's look: its red, every module, and the activity list among its tabs.
  await db.insert(siteLooks).values({ iid: IID, themeColor: DEMO_THEME_COLOR, tabs: ['home', 'act', 'cart', 'mine'], modules: [...COMMUNITY_MODULES] });
}
