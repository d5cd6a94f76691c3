import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrderListener, SoldOrder } from '../../platform/seller';
import { microStores, microStoreSales } from './schema';

/** The store whose key the order carries (its multiDisKey), in the order's tenant. */
async function storeOfOrder(tx: Db, order: SoldOrder) {
  const key = order.attribution.multiDisKey;
  if (!key.startsWith('ms')) return undefined;
  const [store] = await tx.select({ id: microStores.id, memberId: microStores.memberId }).from(microStores).where(and(eq(microStores.key, key), eq(microStores.iid, order.iid)));
  // The owner buying in their own store is not a sale of the store.
  return store && store.memberId !== order.memberId ? store : undefined;
}

/** Counts a paid order made through a store's link; a refund takes it off again. */
export const storeSales: OrderListener = {
  async paid(tx, order) {
    const store = await storeOfOrder(tx, order);
    if (!store) return;
    await tx
      .insert(microStoreSales)
      .values({ storeId: store.id, orderId: order.orderId, payFen: order.payFen, paidAt: order.paidAt ?? new Date() })
      .onConflictDoNothing();
  },
  async refunded(tx, order) {
    await tx.update(microStoreSales).set({ refunded: true }).where(eq(microStoreSales.orderId, order.orderId));
  },
};
