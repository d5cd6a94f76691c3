import { COMPONENT_TYPE, type FormComponent, type FormValues } from './types';

/** One option group of a type 3 picker: the first column shows `key`, the second its `value` list. */
export interface PickerOptionGroup {
  key: string;
  value: string[];
}

/**
 * Reads a type 3 component's content (a JSON list of `{ key, value[] }`). Malformed content or
 * entries give an empty list rather than a crash: the page still renders the other components.
 */
export function parsePickerOptions(content: string | null | undefined): PickerOptionGroup[] {
  if (!content) return [];
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const groups: PickerOptionGroup[] = [];
  for (const entry of data) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { key, value } = entry as { key?: unknown; value?: unknown };
    if (typeof key !== 'string' && typeof key !== 'number') continue;
    const values = Array.isArray(value)
      ? value
          .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
          .map(String)
      : [];
    groups.push({ key: String(key), value: values });
  }
  return groups;
}

/** The stored form of a type 3 answer: 'key/value', or just 'key' for a group without values. */
export function formatPickerValue(key: string, value?: string): string {
  return value ? `${key}/${value}` : key;
}

/** Splits a stored type 3 answer at its first '/'. */
export function parsePickerValue(stored: string): { key: string; value: string } {
  const at = stored.indexOf('/');
  return at < 0
    ? { key: stored, value: '' }
    : { key: stored.slice(0, at), value: stored.slice(at + 1) };
}

/**
 * Reads a stored image list (type 5). The stored form is a JSON array of URLs; a comma
 * separated list (older saves) is read too.
 */
export function parseImageList(stored: string | null | undefined): string[] {
  const text = stored?.trim();
  if (!text) return [];
  if (text.startsWith('[')) {
    try {
      const data: unknown = JSON.parse(text);
      if (Array.isArray(data))
        return data.filter((v): v is string => typeof v === 'string' && v !== '');
    } catch {
      return [];
    }
    return [];
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The stored form of an image list: a JSON array of URLs; an empty list is ''. */
export function formatImageList(urls: readonly string[]): string {
  return urls.length === 0 ? '' : JSON.stringify(urls);
}

/** The most images a type 5 component takes: its content when a positive number, else 999. */
export function imageListMax(component: FormComponent): number {
  const n = Number(component.content);
  return Number.isInteger(n) && n > 0 ? n : 999;
}

/** The current value of a component: the values map first, then the value saved with it. */
export function valueOf(component: FormComponent, values: FormValues): string {
  return values[String(component.id)] ?? component.value ?? '';
}

/** Whether a component counts as unanswered for the required check. */
export function isEmptyValue(component: FormComponent, value: string): boolean {
  if (component.type === COMPONENT_TYPE.imageList) return parseImageList(value).length === 0;
  return value.trim() === '';
}

/**
 * The starting values of a form page: saved values (the service's t3 JSON, already parsed) win,
 * then each component's own value. Non-text saved values are turned into text.
 */
export function initialValues(
  components: readonly FormComponent[],
  saved?: Record<string, unknown> | null,
): FormValues {
  const out: FormValues = {};
  for (const c of components) {
    const key = String(c.id);
    const fromSaved = saved?.[key];
    if (typeof fromSaved === 'string') out[key] = fromSaved;
    else if (typeof fromSaved === 'number') out[key] = String(fromSaved);
    else if (Array.isArray(fromSaved))
      out[key] = formatImageList(fromSaved.filter((v): v is string => typeof v === 'string'));
    else if (c.value) out[key] = c.value;
  }
  return out;
}
