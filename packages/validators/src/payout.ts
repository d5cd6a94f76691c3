import { isMobile } from './mobile';
import { isEmail } from './rules';

/** What a payout account form says when a number is wrong. */
export const PAYOUT_MESSAGES = Object.freeze({
  bankCard: '银行卡号格式不对',
  alipay: '支付宝账号应为手机号或邮箱',
  bankName: '请填写银行名称',
});

/**
 * A mainland bank card number: 12 to 19 digits (spaces allowed between groups) whose last digit
 * is the Luhn check digit, as UnionPay debit and credit cards carry.
 *
 * @example
 * isBankCard('6222 0212 3456 7894') // true
 */
export function isBankCard(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** An alipay account: a mainland mobile number or an e-mail address. */
export function isAlipayAccount(value: string): boolean {
  return isMobile(value) || isEmail(value);
}

/** The last four digits as a card is shown (尾号1234). */
export function cardTail(value: string): string {
  return value.replace(/ /g, '').slice(-4);
}
