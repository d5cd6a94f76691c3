import type { Db } from '../../db/client';
import { pictureUrl } from '../../platform/picture';
import { DEMO_REAL_CARD } from './api';
import { issueCards } from './cards';

/** The demo card of tenant 1000: ¥50.00 on it, a ¥8.88 red packet, a year, renewed at ¥99.00 a year. */
export async function seedRealCards(db: Db) {
  await issueCards(
    db,
    {
      iid: DEMO_REAL_CARD.iid,
      title: '同心志愿者实体卡',
      description: '凭卡享受合作商户志愿者专属优惠，余额可在活动报名时抵扣',
      image: pictureUrl('同心志愿者卡', 12),
      benefits: ['合作商户消费9折', '户外活动报名优先', '免费意外险一份（每年）', '志愿者之家免费茶饮'],
      balanceFen: 5000,
      validDays: 365,
      renewFen: 9900,
      renewDays: 365,
      redPacketFen: 888,
    },
    1,
    { cardNo: DEMO_REAL_CARD.cardNo, password: DEMO_REAL_CARD.password },
  );
}
