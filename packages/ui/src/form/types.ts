/**
 * One form component as the registration service describes it (spec §3). The service may send
 * flags as booleans or as 0/1, so both are accepted.
 */
export interface FormComponent {
  id: number;
  name: string;
  /** 0 and 1 text (1 multi-line); 2 number (min 0); 3 two-level picker; 4 address; 5 image list; 6 photo; 7 date. */
  type: number;
  /** Required. */
  must?: boolean | number | null;
  /** Type 3: JSON list of `{ key, value[] }`. Type 5: the maximum number of images, default 999. */
  content?: string | null;
  placeholder?: string | null;
  /** The value saved with the component, used when the values map has none. */
  value?: string | null;
  /** `false`/`0` hides the component whatever the rules say. */
  isShow?: boolean | number | null;
  /**
   * A conditional rule delivered with the component (api-client's `showIf`): shown only while
   * component `id` holds one of `anyOf`. Turn these into rules with `rulesFromComponents`.
   */
  showIf?: { id: number; anyOf: readonly string[] } | null;
}

/**
 * Values of a form as the service saves them: component id (as text, the JSON key) → value.
 * Every value is text: type 3 'key/value', type 4 names joined by '/', type 5 a JSON array of
 * URLs, type 6 the photo URL, type 7 'YYYY-MM-DD'.
 */
export type FormValues = Record<string, string>;

/** The component types of spec §3 by name. */
export const COMPONENT_TYPE = {
  text: 0,
  textarea: 1,
  number: 2,
  picker: 3,
  address: 4,
  imageList: 5,
  photo: 6,
  date: 7,
} as const;

/** True for `true`, `1` and `'1'`; the service is not consistent about flag types. */
export function flag(value: boolean | number | string | null | undefined): boolean {
  return value === true || value === 1 || value === '1';
}

/** Components are visible unless `isShow` is explicitly false or 0. */
export function isShown(component: FormComponent): boolean {
  return !(component.isShow === false || component.isShow === 0);
}
