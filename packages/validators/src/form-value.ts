/**
 * One answer of a registration-form component (spec §3 form component, types 0–7) as a server
 * checks it before saving: the shape each type stores, with a message naming the component. The
 * university's form and an activity's own form check through this one function.
 */
export interface FormValueComponent {
  name: string;
  /** 0 and 1 text; 2 number (min 0); 3 two-level picker; 4 address; 5 image list; 6 photo; 7 date. */
  type: number;
  /** Type 3: JSON list of `{ key, value[] }`. Type 5: the most images, default 999. */
  content?: string | null;
}

/** The longest text answer kept (types 0 and 1). */
export const FORM_TEXT_MAX = 2000;
/** Image list maximum when the component names none (spec §9). */
export const FORM_IMAGE_MAX_DEFAULT = 999;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^\d+(\.\d+)?$/;

/** The most images a type 5 component takes. */
export function formImageMax(c: FormValueComponent): number {
  const n = Number(c.content);
  return Number.isInteger(n) && n > 0 ? n : FORM_IMAGE_MAX_DEFAULT;
}

/**
 * The image URLs an answer of type 5 (a JSON array) or 6 (one URL) holds, or null when it is not
 * of that shape. Other types hold none.
 */
export function formImageUrls(c: FormValueComponent, value: string): string[] | null {
  if (c.type === 6) return value.trim() === '' ? [] : [value.trim()];
  if (c.type !== 5) return [];
  if (value.trim() === '') return [];
  let urls: unknown;
  try {
    urls = JSON.parse(value);
  } catch {
    return null;
  }
  return Array.isArray(urls) && urls.every((u) => typeof u === 'string' && u !== '') ? (urls as string[]) : null;
}

/** Whether an answer counts as given (an image list needs one image). */
export function isFormValueFilled(c: FormValueComponent, value: string | undefined): boolean {
  const v = (value ?? '').trim();
  if (v === '') return false;
  return c.type === 5 ? (formImageUrls(c, v)?.length ?? 0) > 0 : true;
}

/**
 * What is wrong with one answer, or null. An empty answer is never wrong here (the required check
 * is the submit's: '{name}必填！'); whether an image URL is an upload of the person is the
 * server's own check.
 *
 * @example formValueProblem({ name: '年龄', type: 2 }, '-1') // '年龄应为不小于0的数字'
 */
export function formValueProblem(c: FormValueComponent, value: string): string | null {
  if (value.trim() === '') return null;
  switch (c.type) {
    case 0:
    case 1:
      return value.length > FORM_TEXT_MAX ? `${c.name}最多可以输入${FORM_TEXT_MAX}个字符哦` : null;
    case 2:
      return NUMBER.test(value.trim()) ? null : `${c.name}应为不小于0的数字`;
    case 3: {
      let options: { key?: unknown; value?: unknown }[] = [];
      try {
        const parsed: unknown = JSON.parse(c.content || '[]');
        if (Array.isArray(parsed)) options = parsed as typeof options;
      } catch {
        options = [];
      }
      const ok = options.some((o) => {
        const values = Array.isArray(o.value) ? o.value.map(String) : [];
        return values.length === 0 ? value === String(o.key) : values.some((v) => value === `${String(o.key)}/${v}`);
      });
      return ok ? null : `${c.name}选项不存在`;
    }
    case 4: {
      const parts = value.split('/');
      return parts.length <= 3 && parts.every((p) => p.trim() !== '' && p.length <= 30) ? null : `${c.name}格式不正确`;
    }
    case 5:
    case 6: {
      const urls = formImageUrls(c, value);
      if (!urls || urls.some((u) => u.length > 2000)) return `${c.name}格式不正确`;
      const max = c.type === 6 ? 1 : formImageMax(c);
      return urls.length > max ? `${c.name}最多${max}张` : null;
    }
    case 7:
      return DATE.test(value) && !Number.isNaN(Date.parse(value)) ? null : `${c.name}日期格式不正确`;
    default:
      return value.length > FORM_TEXT_MAX ? `${c.name}格式不正确` : null;
  }
}

/** The image types an upload may be (spec §5): jpg, png, jpeg, bmp, gif. */
export const FORM_IMAGE_EXTENSIONS = Object.freeze(['jpg', 'png', 'jpeg', 'bmp', 'gif'] as const);
/** The refusal of another kind of file. */
export const FORM_IMAGE_TYPE_MESSAGE = '图片只支持jpg、png、jpeg、bmp、gif格式';

/** Whether a file name or URL ends in one of the allowed image extensions. */
export function isAllowedImageName(nameOrUrl: string): boolean {
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return path.includes('.') && (FORM_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}
