import { stay } from '@tongxin/api-client';
import { stayLinks } from '../../lib/links/stay-links';

/** A place's page: a homestay at bnb/:iid/:bnbId, a campsite at campsite/:iid/:id?type. */
export const placePath = (iid: number, p: { id: number; type: number }) =>
  p.type === stay.STAY_TYPE.homestay ? stayLinks.bnb({ iid, bnbId: p.id }) : stayLinks.campsite({ iid, campsiteId: p.id, type: p.type });
/** reserve/list's section of bought packages (我的套餐). */
export const PACKAGES_VIEW = 'packages';

/** How the pages name a booking's state. */
export const BOOKING_LABEL: Record<number, string> = { 1: '待支付', 2: '待入住', 3: '已取消', 4: '已完成' };
export const BOOKING_TABS = [
  { status: 0, label: '全部' },
  { status: 1, label: '待支付' },
  { status: 2, label: '待入住' },
  { status: 4, label: '已完成' },
  { status: 3, label: '已取消' },
] as const;
