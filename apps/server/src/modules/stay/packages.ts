import { stay } from '@tongxin/api-client/catalogue';
import { and, eq, gte, sql } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import type { Tx } from './nights';
import { stayPackages, stayPlaces } from './schema';

/*
 * A package (套餐) as an order line of business type 3: `keys` is stay.packageKeys(id), `num` how
 * many. The server prices it at the package's price; the stock is taken in the order's
 * transaction by one conditional UPDATE (… WHERE stock >= num), so two buyers of the last one
 * cannot both get it, and given back when the order is cancelled, expires or is refunded.
 */

const E = stay.PACKAGE_ERRORS;
const PREFIX = stay.packageKeys(0).replace(/0$/, '');

/** The package id a line's `keys` names, or undefined when the line is a stay of a room. */
export function packageIdOf(keys: string): number | undefined {
  if (!keys.startsWith(PREFIX)) return undefined;
  const id = Number(keys.slice(PREFIX.length));
  if (!Number.isInteger(id) || id <= 0) throw refuse(E.notFound);
  return id;
}

export interface PackageQuote {
  id: number;
  title: string;
  image: string;
  price: number;
}

/** Prices `num` of a package of the tenant for today (the tenant's day): refuses one not found, past its validity, sold out. */
export async function quotePackage(tx: Tx, iid: number, id: number, num: number, today: string): Promise<PackageQuote> {
  if (!Number.isInteger(num) || num < 1 || num > stay.PACKAGE_MAX_NUM) throw refuse(E.badNum);
  const [row] = await tx
    .select({ pkg: stayPackages, placeName: stayPlaces.name })
    .from(stayPackages)
    .innerJoin(stayPlaces, eq(stayPlaces.id, stayPackages.placeId))
    .where(and(eq(stayPackages.id, id), eq(stayPackages.iid, iid)));
  if (!row) throw refuse(E.notFound);
  if (row.pkg.validTo < today) throw refuse(E.ended);
  if (row.pkg.stock < num) throw refuse(E.soldOut, row.pkg.stock > 0 ? `套餐仅剩${row.pkg.stock}份` : E.soldOut.msg);
  return { id, title: `${row.placeName}·${row.pkg.title}`, image: row.pkg.image, price: row.pkg.price };
}

/** Takes `num` of the package's stock inside the order's transaction, or refuses: never below zero. */
export async function takePackage(tx: Tx, id: number, num: number): Promise<void> {
  const taken = await tx
    .update(stayPackages)
    .set({ stock: sql`${stayPackages.stock} - ${num}` })
    .where(and(eq(stayPackages.id, id), gte(stayPackages.stock, num)))
    .returning({ id: stayPackages.id });
  if (taken.length === 0) throw refuse(E.soldOut);
}

/** Gives `num` back to the package's stock (its order cancelled, expired or refunded). */
export async function givePackageBack(tx: Tx, id: number, num: number): Promise<void> {
  await tx
    .update(stayPackages)
    .set({ stock: sql`${stayPackages.stock} + ${num}` })
    .where(eq(stayPackages.id, id));
}
