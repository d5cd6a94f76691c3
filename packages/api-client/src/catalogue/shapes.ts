import * as z from 'zod/mini';
import { callError, type CallPaging } from '../define';

/*
 * The parameter and reply shapes every declaration takes its ids, texts, sessions, pages and
 * amounts from: declared once here, so a rule about them (bounds, allowed characters) holds for
 * every call at once. Every shape is built by a pure expression (annotated for the bundler), so a
 * page keeps only the shapes its declarations use.
 *
 * Params arrive typed on the client and as query-string text on the server (gateway calls and
 * /api GETs), so numbers coerce. Optional params may be left out; the transport never sends them.
 * Where the spec shows no reply ("Response fields for most calls: not shown"), the result schema
 * is our own choice and each declaration says so.
 */

/**
 * A shape built once by `build`, marked free of side effects: a bundle drops it when no
 * declaration of the page uses it (a zod schema is built by calls a bundler cannot prove pure).
 *
 * @example
 * export const cardSchema = shape(() => z.object({ cardNo: z.string() }));
 */
/*#__NO_SIDE_EFFECTS__*/
export function shape<T>(build: () => T): T {
  return build();
}

// ——— params ———

/** The largest value of a PostgreSQL `integer` column (2^31 − 1): no id, count or page is larger. */
export const MAX_INT = 2_147_483_647;
/** What a params schema answers for a number out of range or a text with characters no record may hold. */
export const PARAM_MESSAGES = {
  range: `超出范围（${-MAX_INT - 1} 到 ${MAX_INT}）`,
  text: '含有不允许的字符（控制字符或无效的 Unicode）',
  flag: '应为 true、false、1 或 0',
} as const;

/**
 * An integer that arrives as a number (client) or digits (server), within a PostgreSQL
 * `integer`: 2147483648 is a refusal (400) here, not a database error (500) later.
 */
export const intParam = /* @__PURE__ */ z.coerce
  .number<number | string>().check(z.int(), z.gte(-MAX_INT - 1, PARAM_MESSAGES.range), z.lte(MAX_INT, PARAM_MESSAGES.range));
/** A moment in milliseconds since 1970 (spec §7's `date`): a timestamp, not an integer column. */
export const millisParam = /* @__PURE__ */ z.coerce
  .number<number | string>().check(z.int(), z.gte(0, '超出范围（应为 1970 年以来的毫秒数）'), z.lte(Number.MAX_SAFE_INTEGER, '超出范围（应为 1970 年以来的毫秒数）'));
/** A positive id: iid, userId, a record's id (at most 2^31 − 1). */
export const idParam = /* @__PURE__ */ intParam.check(z.positive());
/** The tenant (spec §1: iid, default 1000). */
export const iidParam = idParam;
/**
 * A control character other than tab, line feed and carriage return (NUL among them), or a UTF-16
 * surrogate without its pair: no text a person types contains them, and PostgreSQL cannot store
 * NUL or invalid Unicode.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNFIT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds only characters a record may keep (see UNFIT_TEXT). */
export function isFitText(text: string): boolean {
  return !UNFIT_TEXT.test(text);
}

/**
 * A text param of at most `max` (and at least `min`) characters, without control characters
 * (tab and line breaks allowed) or invalid Unicode.
 */
/*#__NO_SIDE_EFFECTS__*/
export function textParam(max = 200, min = 0) {
  const text = min > 0 ? z.string().check(z.minLength(min), z.maxLength(max)) : z.string().check(z.maxLength(max));
  return text.check(z.refine(isFitText, PARAM_MESSAGES.text));
}
/**
 * A comma list of ids as text (`3,7,12`: a query string's list), at most `max` of them, each
 * within a PostgreSQL `integer` like idParam: `2147483648` in a list is the same refusal (400).
 */
/*#__NO_SIDE_EFFECTS__*/
export function idListParam(max: number, message: string) {
  return textParam(max * 11, 1).check(z.regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${max - 1}}$`), message)).check(z.refine((text) => text.split(',').every((id) => Number(id) <= MAX_INT), PARAM_MESSAGES.range));
}
/** A mobile number as typed: the server checks the mainland rule and answers in the spec's words. */
export const mobileParam = /* @__PURE__ */ textParam(11, 11);
/** An SMS verification code. */
export const verifyCodeParam = /* @__PURE__ */ textParam(10, 1);
/** A new password (spec §5: at least 6 characters). */
export const newPasswordParam = /* @__PURE__ */ textParam(100, 6);
/**
 * A yes/no flag: a boolean (client), or as text `true`/`false`/`1`/`0` (a query string, a form).
 * "false" and "0" are false — not JavaScript's truthiness of a non-empty string; anything else is
 * a refusal.
 */
export const flagParam = /* @__PURE__ */ z.union(
  [z.boolean(), z.pipe(z.enum(['true', 'false', '1', '0']), z.transform((v) => v === 'true' || v === '1')), z.pipe(z.union([z.literal(0), z.literal(1)]), z.transform((v) => v === 1))],
  { error: PARAM_MESSAGES.flag },
);

/**
 * The member session token (`member.login`, `member.register`): every call that reads or writes
 * the member's own data carries it as the `token` param (GET query or POST body); a missing,
 * unknown or expired token is `{ code: 1000001, msg }`, the session error (sign out, go to
 * /app/account/login).
 */
export const tokenParam = /* @__PURE__ */ textParam(200, 16);
/** The tenant and the member's session: the first params of every member call. */
export const memberScope = { iid: iidParam, token: tokenParam };
/** The member's token where a call also serves visitors (a gateway call of the spec). */
export const optionalToken = { token: /* @__PURE__ */ z.optional(textParam(200, 1)) };

/** The page params and paging of a list paged by `pageNo` (content, the gateway's lists). */
/*#__NO_SIDE_EFFECTS__*/
export function pagedByPageNo(defaultSize = 10, maxSize = 100) {
  return {
    params: { pageNo: z._default(intParam.check(z.gte(1)), 1), pageSize: z._default(intParam.check(z.gte(1), z.lte(maxSize)), defaultSize) },
    paging: { page: 'pageNo', defaultSize } satisfies CallPaging,
  };
}

/** The page params and paging of a list paged by `pageNumber` (the shop's coupon list, the member's lists). */
/*#__NO_SIDE_EFFECTS__*/
export function pagedByPageNumber(defaultSize = 10, maxSize = 50) {
  return {
    params: { pageNumber: z._default(intParam.check(z.gte(1)), 1), pageSize: z._default(intParam.check(z.gte(1), z.lte(maxSize)), defaultSize) },
    paging: { page: 'pageNumber', defaultSize } satisfies CallPaging,
  };
}

// ——— replies ———

/** A page of a list: the rows and the total count over all pages. */
/*#__NO_SIDE_EFFECTS__*/
export function pageOf<T extends z.ZodMiniType>(row: T) {
  return z.object({ list: z.array(row), total: z.number().check(z.int(), z.gte(0)) });
}

/** Money: an integer number of fen (分), from the database to the one formatter (`formatFen`). */
export const fen = /* @__PURE__ */ z.number().check(z.int(), z.gte(0));
/** An ISO 8601 instant as the server sends it. */
export const instant = /* @__PURE__ */ z.string();
/** A simple write's reply: `{ t: true }`. */
export const done = /* @__PURE__ */ z.boolean();
/** The university service's success envelope: its fixed fields (see `CallEnvelope` 'code0'). */
export const okEnvelope = { code: /* @__PURE__ */ z.literal(0), msg: /* @__PURE__ */ z.string() };

/** A tappable picture: `link` is an app path (/app/…), an /app/page path (main site) or ''. */
export const pictureLinkSchema = /* @__PURE__ */ z.object({ title: /* @__PURE__ */ z.string(), image: /* @__PURE__ */ z.string(), link: /* @__PURE__ */ z.string() });
export type PictureLink = z.infer<typeof pictureLinkSchema>;

/** WeChat JSAPI payment parameters, passed as they are to WeixinJSBridge / wx.chooseWXPay. */
export const wechatPayParamsSchema = /* @__PURE__ */ z.object({
  appId: /* @__PURE__ */ z.string(),
  timeStamp: /* @__PURE__ */ z.string(),
  nonceStr: /* @__PURE__ */ z.string(),
  package: /* @__PURE__ */ z.string(),
  signType: /* @__PURE__ */ z.string(),
  paySign: /* @__PURE__ */ z.string(),
});
export type WechatPayParams = z.infer<typeof wechatPayParamsSchema>;

// ——— refusals every module may answer ———

/**
 * Refusals shared by many calls, besides each call's own (`declaration.errors`). A refusal is
 * `{ code, msg }`; the server may send a more precise msg with the same code.
 */
export const COMMON_ERRORS = {
  /** The params are malformed (also what a declaration's params schema refuses). */
  badParams: callError(400, '参数错误', 400),
  /** Input that the declaration lets through but a rule refuses (a mainland mobile, a post code): 400 with the rule's words. */
  invalid: callError(400, '参数错误'),
  /** The record does not exist, or is another member's (never revealed). */
  notFound: callError(404, '记录不存在'),
  /** The record's state does not allow this. */
  conflict: callError(409, '当前状态不允许此操作'),
  /** Too many tries in a while. */
  tooMany: callError(429, '操作过于频繁，请稍后再试', 429),
  /** The session is missing, wrong or expired (spec §4, §8): sign out, go to login. */
  sessionInvalid: callError(1000001, '登录已失效，请重新登录'),
} as const;
