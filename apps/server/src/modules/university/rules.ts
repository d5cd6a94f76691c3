import { asc, eq } from 'drizzle-orm';
import { formComponents, formGroups } from '../../db/schema';
import type { Services } from '../../services';

export type ComponentRow = typeof formComponents.$inferSelect;
export type GroupRow = typeof formGroups.$inferSelect;

/** A registration's groups and components, in form order. */
export async function loadForm(s: Services, regId: number): Promise<{ groups: GroupRow[]; components: ComponentRow[] }> {
  const groups = await s.db.select().from(formGroups).where(eq(formGroups.regId, regId)).orderBy(asc(formGroups.sort));
  const rows = await s.db
    .select({ c: formComponents })
    .from(formComponents)
    .innerJoin(formGroups, eq(formGroups.id, formComponents.groupId))
    .where(eq(formGroups.regId, regId))
    .orderBy(asc(formGroups.sort), asc(formComponents.sort));
  return { groups, components: rows.map((r) => r.c) };
}

/**
 * The components an applicant sees (spec §4's conditional logic, as @tongxin/ui applies it):
 * isShow not false, and a component with a rule only while its trigger is visible and holds one
 * of the rule's answers.
 */
export function visibleComponents(components: readonly ComponentRow[], values: Readonly<Record<string, string>>): ComponentRow[] {
  const byId = new Map(components.map((c) => [c.id, c]));
  const memo = new Map<number, boolean>();
  const visible = (c: ComponentRow, depth: number): boolean => {
    const known = memo.get(c.id);
    if (known !== undefined) return known;
    let shown = c.isShow;
    if (shown && c.showIf) {
      const trigger = byId.get(c.showIf.id);
      const answer = (values[String(c.showIf.id)] ?? '').trim();
      shown = depth < 16 && !!trigger && visible(trigger, depth + 1) && c.showIf.anyOf.includes(answer);
    }
    memo.set(c.id, shown);
    return shown;
  };
  return components.filter((c) => visible(c, 0));
}

/** Whether a value counts as filled for its component type. */
export function isFilled(c: ComponentRow, value: string | undefined): boolean {
  const v = (value ?? '').trim();
  if (v === '') return false;
  if (c.type === 5) {
    try {
      const list: unknown = JSON.parse(v);
      return Array.isArray(list) && list.length > 0;
    } catch {
      return false;
    }
  }
  return true;
}

/** Required, visible, empty components, in form order. */
export function missingRequired(components: readonly ComponentRow[], values: Readonly<Record<string, string>>): ComponentRow[] {
  return visibleComponents(components, values).filter((c) => c.must && !isFilled(c, values[String(c.id)]));
}
