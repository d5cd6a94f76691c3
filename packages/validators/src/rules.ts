import { isMobile, isMobileLoose } from './mobile';
import { textLength } from './text';

/** The generic input messages of spec §5, character for character. */
export const INPUT_MESSAGES = Object.freeze({
  required: '必填哦',
  /** The date picker's required message. */
  dateRequired: '必填',
  mobile: '手机号码格式不对哦~',
  email: '邮箱格式格式不对哦~',
  chineseName: '中文姓名格式不对哦~',
  minLength: (n: number): string => `最少应该输入${n}个字符哦`,
  maxLength: (n: number): string => `最多可以输入${n}个字符哦`,
  mismatch: '输入不一致',
});

/** The university app's login and register messages (spec §5). */
export const ACCOUNT_MESSAGES = Object.freeze({
  phone: '请输入正确的手机号码',
  passwordEmpty: '密码不能为空',
  passwordShort: '密码不能小于6位',
  confirmMismatch: '两次输入的密码不一致',
  codeEmpty: '验证码不能为空',
});

/** Password minimum length (spec §9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Chinese name length bounds (spec §9). */
export const CHINESE_NAME_MIN = 2;
export const CHINESE_NAME_MAX = 6;

/** The rules of one input. Every rule but `required` passes an empty value. */
export interface InputRules {
  /** An empty (or blank) value fails with 必填哦, or 必填 for a date picker. */
  required?: boolean;
  /** `'date'`: the date picker's required message; `'textarea'`: a line break counts as two characters against the length rules. */
  kind?: 'text' | 'textarea' | 'date';
  /** A mainland mobile number: {@link isMobile}, or {@link isMobileLoose} with `'loose'`. */
  mobile?: boolean | 'loose';
  email?: boolean;
  /** 2 to 6 Chinese characters. */
  chineseName?: boolean;
  minLength?: number;
  maxLength?: number;
  /** The key of another field in `values` that this one must equal (e.g. a confirmation). */
  equals?: string;
}

// Local part and domain of the usual form fields; deliberately not the full RFC 5322 grammar.
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const CHINESE_NAME = new RegExp(`^\\p{Script=Han}{${CHINESE_NAME_MIN},${CHINESE_NAME_MAX}}$`, 'u');

function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/**
 * Checks one input against its rules and returns the first failing rule's message, or null.
 * Rules run in the order: required, mobile, email, chineseName, minLength, maxLength, equals.
 *
 * @param values the form's other values, read by `equals`.
 * @example
 * checkInput('', { required: true }) // '必填哦'
 * checkInput('', { required: true, kind: 'date' }) // '必填'
 * checkInput('1380013800', { mobile: true }) // '手机号码格式不对哦~'
 * checkInput('ab\ncd', { kind: 'textarea', maxLength: 5 }) // '最多可以输入5个字符哦'
 * checkInput('x', { equals: 'password' }, { password: 'y' }) // '输入不一致'
 */
export function checkInput(
  value: string | null | undefined,
  rules: InputRules,
  values?: Readonly<Record<string, string | null | undefined>>,
): string | null {
  if (isBlank(value)) {
    if (!rules.required) return null;
    return rules.kind === 'date' ? INPUT_MESSAGES.dateRequired : INPUT_MESSAGES.required;
  }
  const text = value as string;
  if (rules.mobile && !(rules.mobile === 'loose' ? isMobileLoose(text) : isMobile(text))) {
    return INPUT_MESSAGES.mobile;
  }
  if (rules.email && !EMAIL.test(text)) return INPUT_MESSAGES.email;
  if (rules.chineseName && !CHINESE_NAME.test(text)) return INPUT_MESSAGES.chineseName;
  const length = rules.kind === 'textarea' ? textLength(text) : text.length;
  if (rules.minLength !== undefined && length < rules.minLength)
    return INPUT_MESSAGES.minLength(rules.minLength);
  if (rules.maxLength !== undefined && length > rules.maxLength)
    return INPUT_MESSAGES.maxLength(rules.maxLength);
  if (rules.equals !== undefined && text !== (values?.[rules.equals] ?? ''))
    return INPUT_MESSAGES.mismatch;
  return null;
}

/** Whether `value` is an e-mail address by the input rule's pattern. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** Whether `value` is a Chinese name of 2 to 6 Chinese characters. */
export function isChineseName(value: string): boolean {
  return CHINESE_NAME.test(value);
}

/**
 * The university login check: a valid phone ({@link isMobile}), then a non-empty password.
 * Returns the first message or null.
 *
 * @example validateLogin({ phone: '13800138000', password: '' }) // '密码不能为空'
 */
export function validateLogin(input: { phone: string; password: string }): string | null {
  if (!isMobile(input.phone)) return ACCOUNT_MESSAGES.phone;
  if (input.password === '') return ACCOUNT_MESSAGES.passwordEmpty;
  return null;
}

/**
 * The university register check, in the form's order: a valid phone, a password of at least 6
 * characters, an equal confirmation, a non-empty code. Returns the first message or null.
 *
 * @example validateRegister({ phone: '13800138000', password: '12345', confirm: '12345', code: '1234' }) // '密码不能小于6位'
 */
export function validateRegister(input: {
  phone: string;
  password: string;
  confirm: string;
  code: string;
}): string | null {
  if (!isMobile(input.phone)) return ACCOUNT_MESSAGES.phone;
  if (input.password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordShort;
  if (input.confirm !== input.password) return ACCOUNT_MESSAGES.confirmMismatch;
  if (input.code.trim() === '') return ACCOUNT_MESSAGES.codeEmpty;
  return null;
}

/** Sending a verification code needs a valid phone: returns 请输入正确的手机号码 or null. */
export function validateSendCode(input: { phone: string }): string | null {
  return isMobile(input.phone) ? null : ACCOUNT_MESSAGES.phone;
}
