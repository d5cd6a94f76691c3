import type { distribution } from '@tongxin/api-client';

/** A member of the team as role/child/list returns it; the tests change what they need. */
export function childOf(over: Partial<distribution.Child> = {}): distribution.Child {
  return {
    id: 11,
    userId: 21,
    level: 1,
    nickName: '小林',
    realName: '林小同',
    mobile: '135****0001',
    status: 1,
    reason: '',
    applyReason: '',
    appliedAt: '2026-11-01T04:00:00.000Z',
    reviewedAt: '2026-11-02T04:00:00.000Z',
    children: 2,
    orders: 3,
    salesFen: 29_700,
    ...over,
  };
}
