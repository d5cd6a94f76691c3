import { isFormValueFilled } from '@tongxin/validators';
import { asc, eq } from 'drizzle-orm';
import { formComponents, formGroups } from './schema';
import type { Services } from '../../services';

export type ComponentRow = typeof formComponents.$inferSelect;
export type GroupRow = typeof formGroups.$inferSelect;

type Form = { groups: GroupRow[]; components: ComponentRow[] };

/** How long a registration's form structure is reused: edits by an operator show within this. */
export const FORM_CACHE_MS = 5_000;
const formCache = new WeakMap<Services, Map<number, { at: number; form: Promise<Form> }>>();

/** A registration's groups and components, in form order (cached for FORM_CACHE_MS per app). */
export async function loadForm(s: Services, regId: number): Promise<Form> {
  let byReg = formCache.get(s);
  if (!byReg) formCache.set(s, (byReg = new Map()));
  const hit = byReg.get(regId);
  if (hit && s.now() - hit.at < FORM_CACHE_MS) return hit.form;
  const form = readForm(s, regId);
  byReg.set(regId, { at: s.now(), form });
  form.catch(() => byReg.delete(regId));
  return form;
}

async function readForm(s: Services, regId: number): Promise<Form> {
  const rows = await s.db
    .select({ g: formGroups, c: formComponents })
    .from(formGroups)
    .leftJoin(formComponents, eq(formComponents.groupId, formGroups.id))
    .where(eq(formGroups.regId, regId))
    .orderBy(asc(formGroups.sort), asc(formComponents.sort));
  const groups = new Map<number, GroupRow>();
  const components: ComponentRow[] = [];
  for (const { g, c } of rows) {
    groups.set(g.id, g);
    if (c) components.push(c);
  }
  return { groups: [...groups.values()], components };
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

/** Whether a value counts as filled for its component type (validators' isFormValueFilled). */
export const isFilled = (c: ComponentRow, value: string | undefined): boolean => isFormValueFilled(c, value);

/** Required, visible, empty components, in form order. */
export function missingRequired(components: readonly ComponentRow[], values: Readonly<Record<string, string>>): ComponentRow[] {
  return visibleComponents(components, values).filter((c) => c.must && !isFilled(c, values[String(c.id)]));
}
