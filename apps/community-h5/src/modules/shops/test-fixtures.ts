import type { shops } from '@tongxin/api-client';

/** A business card as shops.card / shops.myCard return it; the tests change what they need. */
export function cardOf(over: Partial<shops.Card> = {}): shops.Card {
  return {
    shareCode: 'c0ffee12',
    memberId: 21,
    name: '林小同',
    title: '店长',
    company: '同心书屋',
    phone: '13900001111',
    wechat: 'tx-lin',
    email: '',
    website: '',
    address: '',
    intro: '社区图书角志愿者',
    avatar: '',
    theme: '#1864ab',
    images: [],
    videos: [],
    isMine: false,
    collected: true,
    updatedAt: '2026-11-20T04:00:00.000Z',
    ...over,
  };
}

/** A member shop's application as shops.joinInfo returns it. */
export function applicationOf(status: number, over: Partial<shops.Application> = {}): shops.Application {
  return {
    id: 6,
    name: '同心小馆',
    category: '餐饮',
    logo: '',
    intro: '社区食堂，志愿者九折',
    region: '浙江省杭州市西湖区',
    contact: '周店长',
    phone: '13900003333',
    photos: [],
    approvedAt: null,
    status,
    licence: '',
    orderId: '',
    rejectReason: '',
    ...over,
  };
}
