import type { microstore } from '@tongxin/api-client';

/** The owner's store as microstore.mine returns it. */
export const storeOf = (over: Partial<microstore.Store> = {}): microstore.Store => ({ id: 4, iid: 1000, name: '同心小店', logo: '', intro: '社区好物', key: 'ms0123456789ab', goodsIds: [], orders: 0, salesFen: 0, ...over });

/** A goods of the store. */
export const goodsOf = (id: number, title: string, price: number, stock = 10): microstore.StoreGoods => ({ id, title, image: '', price, linePrice: 0, sales: 0, stock });

/** A contact of the store. */
export const contactOf = (id: number, kind: microstore.ContactKind, name: string, over: Partial<microstore.Contact> = {}): microstore.Contact => ({
  id, kind, name, phone: '13800138000', wechat: '', enabled: true, createdAt: '2026-11-20T04:00:00.000Z', ...over,
});
