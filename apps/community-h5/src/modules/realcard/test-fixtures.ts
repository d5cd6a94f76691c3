import type { realcard } from '@tongxin/api-client';

/** A member's activated card as the real-card calls return it; the tests change what they need. */
export function cardOf(over: Partial<realcard.RealCard> = {}): realcard.RealCard {
  return {
    id: 12,
    cardTitle: '同心志愿卡',
    cardDesc: '志愿者专属权益卡',
    cardNo: '8800 **** 0001',
    cardDate: '2027-12-31',
    cardImg: '',
    balanceFen: 2000,
    benefits: ['合作商户九折'],
    expired: false,
    activatedAt: '2026-11-01T02:00:00.000Z',
    renewFen: 9900,
    renewDays: 365,
    redPacket: { amountFen: 888, claimedAt: null },
    ...over,
  };
}
