import * as z from 'zod/mini';
import { callError } from '../../define';
import { intParam, okEnvelope, shape, textParam } from '../shapes';

/*
 * Shapes shared by the university calls.
 *
 * Reply convention of the university service (every call): a success is a code-0 envelope
 * `{ code: 0, msg, ... }`. A result that is one value travels in `t` (the decode rule then gives
 * that value); a record travels as the envelope's own fields (the decode rule gives the whole
 * body, and the result schema keeps the declared fields). A failure is `{ code: N ≠ 0, msg }`;
 * 1000001 means the session (rid + token) is missing, wrong or expired.
 */

/**
 * The applicant's session: rid from login/register (t1) and the token (t2). An empty token or a
 * rid of '' / 0 passes here on purpose: the server answers 1000001 (session invalid), so the page
 * clears its credentials and goes to login (spec §4, §8) instead of failing on a schema error.
 */
export const session = shape(() => ({
  rid: intParam.check(z.gte(0)),
  token: textParam(200),
}));

/** Refusals several university calls answer. */
export const UNIVERSITY_ERRORS = {
  /** The registration of the applicant's tenant does not exist. */
  noRegistration: callError(404, '报名不存在'),
  /** The registration's status does not allow this (spec §4's table). */
  notInThisStatus: callError(1010, '当前状态不可修改'),
  /** An image value is not an upload of this applicant (or a photo that has not passed the face check). */
  notOwnImage: callError(1011, '不是本人上传的图片'),
} as const;

/** The eight component types of spec §3. */
export const COMPONENT_TYPES = {
  text: 0,
  textarea: 1,
  number: 2,
  picker: 3,
  address: 4,
  images: 5,
  photo: 6,
  date: 7,
} as const;

/**
 * When a component is shown: only while component `id` holds one of `anyOf` (spec §4's
 * conditional logic, delivered as data so the form renderer and the server apply the same rule).
 * `null`: always shown.
 */
export const showIfSchema = shape(() =>
  z.nullable(z.object({ id: z.number().check(z.int()), anyOf: z.array(z.string()) })),
);
export type ShowIf = z.infer<typeof showIfSchema>;

/**
 * A form component (spec §3). `content` depends on the type: for 3 (two-level picker) a JSON
 * list of `{ key, value: string[] }`; for 5 the most images (e.g. '3'); otherwise ''.
 * `value` is the default. `isShow: false` hides it whatever the rules say; `showIf` is the
 * conditional rule, read by @tongxin/ui's rulesFromComponents.
 *
 * Values (the map of component id → value, saved with saveFormInfo and returned in t3) are all
 * text, as @tongxin/ui stores them: 0, 1; 2 a decimal ≥ 0; 3 'key/value' (e.g.
 * '生物学/纳米生物技术'), or just 'key' when the key has no second level (e.g. '是'); 4 the names
 * joined by '/'; 5 a JSON array of URLs ('' when empty); 6 the photo URL; 7 'YYYY-MM-DD'.
 */
export const componentSchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    type: z.number().check(z.int(), z.gte(0), z.lte(7)),
    must: z.boolean(),
    content: z.string(),
    placeholder: z.string(),
    value: z.string(),
    /** false: hidden whatever the rules say. */
    isShow: z.boolean(),
    showIf: showIfSchema,
  }),
);
export type FormComponent = z.infer<typeof componentSchema>;

/** A saved value (see componentSchema). */
export const formValueSchema = shape(() => z.string().check(z.maxLength(20_000)));
/** The map of component id → value, as saved (JSON-encoded in saveFormInfo.content and t3). */
export const formValuesSchema = shape(() => z.record(z.string(), formValueSchema));
export type FormValues = z.infer<typeof formValuesSchema>;

/** One entry of getRegInfo's `groups` (a JSON string of a list of these). */
export const formGroupSchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    groupName: z.string(),
    groupDesc: z.string(),
    /** Every required, visible component of the group has a value. */
    isFill: z.boolean(),
  }),
);
export type FormGroup = z.infer<typeof formGroupSchema>;

/** Registration status (spec §4): 0 unfilled, 1 waiting for review, 2 approved, 3 success, 4 refill. */
export const REG_STATUS = {
  unfilled: 0,
  reviewing: 1,
  approved: 2,
  success: 3,
  refill: 4,
} as const;

/**
 * Whether a component with this rule is shown for these values (spec §4's conditional logic).
 *
 * @example
 * isShown({ id: 282, anyOf: ['是'] }, { '282': '是' }) // true
 */
export function isShown(showIf: ShowIf, values: Readonly<Record<string, unknown>>): boolean {
  if (!showIf) return true;
  const value = values[String(showIf.id)];
  return typeof value === 'string' && showIf.anyOf.includes(value);
}

export const badMobile = callError(400, '请输入正确的手机号码');

export const loginResult = shape(() =>
  z.object({
    ...okEnvelope,
    /** rid: the applicant's id, stored as university.rid. */
    t1: z.number().check(z.int()),
    /** The session token, stored as university.token; it expires (then calls answer 1000001). */
    t2: z.string(),
  }),
);

export const noGroup = callError(404, '表单分组不存在');

/**
 * One block of a content page. `type`: 'banner' (image with optional link), 'text' (title and
 * text), 'image' (image with caption `title`), 'link' (a tappable row to `link`).
 */
export const pageBlockSchema = shape(() =>
  z.object({
    type: z.enum(['banner', 'text', 'image', 'link']),
    title: z.string(),
    image: z.string(),
    text: z.string(),
    link: z.string(),
  }),
);
export type PageBlock = z.infer<typeof pageBlockSchema>;
