import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { MemberMerge } from './module';

/** The member module's table, by name: the platform reads no module's schema. */
const MEMBERS_TABLE = 'members';

/**
 * A module's `mergeMember` for tables whose rows simply belong to a member: every column that
 * references `members` moves from `from` to `into`. Where a unique key holds that column (one
 * check-in per site, one cart line per SKU, one count per day), the row `into` already has wins
 * and `from`'s twin is dropped, so the merge never fails on a duplicate. Modules whose rows carry
 * amounts to add up (points, balances) write their own merge instead.
 *
 * @example
 * export default defineModule({ name: 'sign', tables, mergeMember: mergeMemberRows(tables), … });
 */
export function mergeMemberRows(tables: Record<string, unknown>): (tx: Db, merge: MemberMerge) => Promise<void> {
  const plans = Object.values(tables)
    .filter((t): t is PgTable => is(t, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      const memberColumns = config.foreignKeys
        .map((fk) => fk.reference())
        .filter((ref) => getTableConfig(ref.foreignTable).name === MEMBERS_TABLE && ref.columns.length === 1)
        .map((ref) => ref.columns[0] as PgColumn);
      // Column names of every unique key: constraints, and unique indexes over plain columns (an
      // index's entries are columns wrapped for the index; an expression has no name).
      const uniqueSets: string[][] = [
        ...config.uniqueConstraints.map((u) => u.columns.map((c) => c.name)),
        ...config.indexes
          .filter((i) => i.config.unique)
          .map((i) => i.config.columns.map((c) => ('name' in c && typeof c.name === 'string' ? c.name : '')).filter((name) => name !== '')),
      ];
      return memberColumns.map((column) => ({
        table: config.name,
        column: column.name,
        twins: uniqueSets.filter((set) => set.includes(column.name)),
      }));
    });

  return async (tx, { from, into }) => {
    for (const plan of plans) {
      const col = sql.identifier(plan.column);
      const table = sql.identifier(plan.table);
      for (const key of plan.twins) {
        const same: SQL[] = key.filter((name) => name !== plan.column).map((name) => sql`b.${sql.identifier(name)} IS NOT DISTINCT FROM a.${sql.identifier(name)}`);
        const match = same.length > 0 ? sql.join(same, sql` AND `) : sql`TRUE`;
        await tx.execute(sql`DELETE FROM ${table} a WHERE a.${col} = ${from} AND EXISTS (SELECT 1 FROM ${table} b WHERE b.${col} = ${into} AND ${match})`);
      }
      await tx.execute(sql`UPDATE ${table} SET ${col} = ${into} WHERE ${col} = ${from}`);
    }
  };
}
