import { flag, isShown, type FormComponent, type FormValues } from './types';
import { isEmptyValue, valueOf } from './values';

/**
 * A conditional-display rule: the components in `show` are visible only while the component
 * `when.id` is visible and its value is one of `when.equals`. A component named by several rules
 * is visible when any of them holds. Components named by no rule are unaffected.
 */
export interface ConditionRule {
  when: { id: number; equals: readonly string[] };
  show: readonly number[];
}

/**
 * The rules carried by the components themselves (their `showIf`), one rule per component, so a
 * service that sends its rules as data needs no table in the app. The university's rules of
 * spec §4 (282 → 283, 284, 285; 297 → 426) arrive this way, from the server's seed: there is no
 * second copy of them here.
 *
 * @example visibleComponents(components, values, rulesFromComponents(components))
 * // components: [{ id: 283, …, showIf: { id: 282, anyOf: ['是'] } }, …]
 */
export function rulesFromComponents(components: readonly FormComponent[]): ConditionRule[] {
  const rules: ConditionRule[] = [];
  for (const c of components) {
    if (c.showIf) rules.push({ when: { id: c.showIf.id, equals: c.showIf.anyOf }, show: [c.id] });
  }
  return rules;
}

/** Ids named in the `show` list of any rule: the conditional set. */
export function conditionalIds(rules: readonly ConditionRule[]): Set<number> {
  return new Set(rules.flatMap((r) => r.show));
}

/**
 * The components a user sees, in their order: `isShow` not false, and for conditional ones at
 * least one rule holding. A rule whose trigger is itself hidden does not hold, so chains work.
 *
 * @example visibleComponents(components, { '282': '是' }, rulesFromComponents(components)) // includes 283–285
 */
export function visibleComponents(
  components: readonly FormComponent[],
  values: FormValues,
  rules: readonly ConditionRule[],
): FormComponent[] {
  const byId = new Map(components.map((c) => [c.id, c]));
  const conditional = conditionalIds(rules);
  const memo = new Map<number, boolean>();

  const visible = (id: number, seen: Set<number>): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const component = byId.get(id);
    if (!component || !isShown(component)) return remember(id, false);
    if (!conditional.has(id)) return remember(id, true);
    // A rule cycle (a shows b, b shows a) cannot make anything visible.
    if (seen.has(id)) return false;
    const next = new Set(seen).add(id);
    const holds = rules.some((rule) => {
      if (!rule.show.includes(id)) return false;
      const trigger = byId.get(rule.when.id);
      if (!trigger || !visible(trigger.id, next)) return false;
      return rule.when.equals.includes(valueOf(trigger, values).trim());
    });
    return remember(id, holds);
  };
  const remember = (id: number, v: boolean): boolean => {
    memo.set(id, v);
    return v;
  };

  return components.filter((c) => visible(c.id, new Set()));
}

/** The values of visible components only: what to save so hidden answers do not linger. */
export function visibleValues(
  components: readonly FormComponent[],
  values: FormValues,
  rules: readonly ConditionRule[],
): FormValues {
  const out: FormValues = {};
  for (const c of visibleComponents(components, values, rules)) {
    const v = values[String(c.id)];
    if (v !== undefined) out[String(c.id)] = v;
  }
  return out;
}

/** Required, visible components still empty, in form order. */
export function missingRequired(
  components: readonly FormComponent[],
  values: FormValues,
  rules: readonly ConditionRule[],
): FormComponent[] {
  return visibleComponents(components, values, rules).filter(
    (c) => flag(c.must) && isEmptyValue(c, valueOf(c, values)),
  );
}

/**
 * The submit check of spec §5: the message '{name}必填！' of the first required, empty, visible
 * component, or null when the form may be submitted. Hidden conditional components are skipped.
 *
 * @example validateForm([{ id: 1, name: '姓名', type: 0, must: 1 }], {}, []) // '姓名必填！'
 */
export function validateForm(
  components: readonly FormComponent[],
  values: FormValues,
  rules: readonly ConditionRule[],
): string | null {
  const first = missingRequired(components, values, rules)[0];
  return first ? `${first.name}必填！` : null;
}
