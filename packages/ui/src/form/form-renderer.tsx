import { useMemo, type CSSProperties } from 'react';
import { visibleComponents, type ConditionRule } from './conditions';
import { FormField, type FormFieldProps } from './fields';
import type { FormComponent, FormValues } from './types';
import { valueOf } from './values';

/** Props of FormRenderer. */
export interface FormRendererProps extends Omit<
  FormFieldProps,
  'component' | 'value' | 'onChange'
> {
  components: readonly FormComponent[];
  /** Component id → value (see FormValues for each type's text form). */
  values: FormValues;
  /** Called with the whole new map and the one change. */
  onChange: (values: FormValues, change: { id: number; value: string }) => void;
  /** Conditional rules; default none. Usually rulesFromComponents(components) (the service's showIf). */
  rules?: readonly ConditionRule[];
}

/**
 * Renders the visible components of a form group in order, each by its type, from a values map.
 * Hidden ones (isShow false, or conditional with no rule holding) are not rendered; their values
 * stay in the map (use visibleValues to drop them when saving).
 *
 * @example
 * <FormRenderer components={components} values={values} onChange={(v) => setValues(v)}
 *   rules={rulesFromComponents(components)} upload={uploadImage} onOpenPhotoFlow={(c) => navigate(guide(c.id))} />
 */
/**
 * Typed answers in the body colour: react-vant draws a cell's value in #969799 (2.9:1 on white),
 * which the renderer's inputs inherit. Set here so every app's form gets it from the package.
 */
const ANSWER_COLOR = { '--rv-cell-value-color': '#323233' } as CSSProperties;

export function FormRenderer(props: FormRendererProps) {
  const { components, values, onChange, rules, ...shared } = props;
  const visible = useMemo(
    () => visibleComponents(components, values, rules ?? []),
    [components, values, rules],
  );
  return (
    <div className="tx-form" style={ANSWER_COLOR}>
      {visible.map((c) => (
        <FormField
          key={c.id}
          {...shared}
          component={c}
          value={valueOf(c, values)}
          onChange={(value) => onChange({ ...values, [String(c.id)]: value }, { id: c.id, value })}
        />
      ))}
    </div>
  );
}
