import type { wallet } from '@tongxin/api-client';

/** A commission as the income calls return it; the tests change what they need. */
export function creditOf(over: Partial<wallet.Credit> = {}): wallet.Credit {
  return {
    id: 41,
    title: '志愿者年卡',
    orderId: 'VIP20261124001',
    level: 1,
    orderFen: 9900,
    rateBp: 1500,
    amountFen: 1485,
    reversedFen: 0,
    status: 0,
    buyer: '王**',
    createdAt: '2026-11-24T04:00:00.000Z',
    settleAt: '2026-12-01T04:00:00.000Z',
    settledAt: null,
    ...over,
  };
}

/** A withdrawal as the withdraw calls return it. */
export function withdrawalOf(over: Partial<wallet.Withdrawal> = {}): wallet.Withdrawal {
  return {
    id: 77,
    amountFen: 5000,
    feeFen: 50,
    arrivalFen: 4950,
    method: 'bank',
    destination: '招商银行 尾号1234',
    status: 0,
    reason: '',
    createdAt: '2026-11-24T01:00:00.000Z',
    reviewedAt: null,
    paidAt: null,
    ...over,
  };
}
