import { describe, expect, it } from 'vitest';
import {
  checkInput,
  isChineseName,
  isEmail,
  validateLogin,
  validateRegister,
  validateSendCode,
  type InputRules,
} from './index';

describe('checkInput', () => {
  it.each<[string | null | undefined, InputRules, string | null]>([
    // required
    ['', { required: true }, '必填哦'],
    ['   ', { required: true }, '必填哦'],
    [null, { required: true }, '必填哦'],
    [undefined, { required: true }, '必填哦'],
    ['', { required: true, kind: 'date' }, '必填'],
    ['2024-06-15', { required: true, kind: 'date' }, null],
    ['a', { required: true }, null],
    // an empty optional value passes every other rule
    ['', { mobile: true, email: true, chineseName: true, minLength: 3 }, null],
    // mobile
    ['13812345678', { mobile: true }, null],
    ['15412345678', { mobile: true }, '手机号码格式不对哦~'],
    ['138 1234 5678', { mobile: true }, '手机号码格式不对哦~'],
    ['15412345678', { mobile: 'loose' }, null],
    ['17812345678', { mobile: 'loose' }, '手机号码格式不对哦~'],
    // e-mail
    ['a.b+c@example.com', { email: true }, null],
    ['user@mail.example.org', { email: true }, null],
    ['user@example', { email: true }, '邮箱格式格式不对哦~'],
    ['user example.com', { email: true }, '邮箱格式格式不对哦~'],
    ['@example.com', { email: true }, '邮箱格式格式不对哦~'],
    // Chinese name
    ['张三', { chineseName: true }, null],
    ['欧阳娜娜娜娜', { chineseName: true }, null],
    ['张', { chineseName: true }, '中文姓名格式不对哦~'],
    ['欧阳娜娜娜娜娜', { chineseName: true }, '中文姓名格式不对哦~'],
    ['Zhang San', { chineseName: true }, '中文姓名格式不对哦~'],
    ['张 三', { chineseName: true }, '中文姓名格式不对哦~'],
    // lengths
    ['ab', { minLength: 3 }, '最少应该输入3个字符哦'],
    ['abc', { minLength: 3 }, null],
    ['abcdef', { maxLength: 5 }, '最多可以输入5个字符哦'],
    ['abcde', { maxLength: 5 }, null],
    ['ab\ncd', { maxLength: 5 }, null], // a text input counts the break once
    ['ab\ncd', { kind: 'textarea', maxLength: 5 }, '最多可以输入5个字符哦'],
    ['ab\ncd', { kind: 'textarea', maxLength: 6 }, null],
    ['a\n', { kind: 'textarea', minLength: 3 }, null],
    // order: the first failing rule wins
    ['1', { mobile: true, minLength: 5 }, '手机号码格式不对哦~'],
    ['abcdefg', { minLength: 2, maxLength: 3 }, '最多可以输入3个字符哦'],
  ])('%j with %j → %j', (value, rules, message) => {
    expect(checkInput(value, rules)).toBe(message);
  });

  it('compares with another field', () => {
    const values = { password: 'secret1', confirm: 'secret2' };
    expect(checkInput('secret2', { equals: 'password' }, values)).toBe('输入不一致');
    expect(checkInput('secret1', { equals: 'password' }, values)).toBeNull();
    expect(checkInput('x', { equals: 'missing' }, values)).toBe('输入不一致');
    expect(checkInput('x', { equals: 'password' })).toBe('输入不一致');
  });

  it('exposes the e-mail and name checks on their own', () => {
    expect(isEmail('a@b.cn')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isChineseName('王小明')).toBe(true);
    expect(isChineseName('王')).toBe(false);
  });
});

describe('validateLogin', () => {
  it.each([
    [{ phone: '', password: '' }, '请输入正确的手机号码'],
    [{ phone: '1381234567', password: 'secret' }, '请输入正确的手机号码'],
    [{ phone: '15412345678', password: 'secret' }, '请输入正确的手机号码'],
    [{ phone: '13812345678', password: '' }, '密码不能为空'],
    [{ phone: '13812345678', password: '1' }, null],
  ])('%j → %j', (input, message) => expect(validateLogin(input)).toBe(message));
});

describe('validateRegister', () => {
  const ok = { phone: '13812345678', password: '123456', confirm: '123456', code: '8888' };
  it.each([
    [{ ...ok }, null],
    [{ ...ok, phone: '138123456' }, '请输入正确的手机号码'],
    [{ ...ok, password: '', confirm: '' }, '密码不能小于6位'],
    [{ ...ok, password: '12345', confirm: '12345' }, '密码不能小于6位'],
    [{ ...ok, confirm: '1234567' }, '两次输入的密码不一致'],
    [{ ...ok, code: '' }, '验证码不能为空'],
    [{ ...ok, code: '  ' }, '验证码不能为空'],
    [{ phone: 'x', password: '1', confirm: '2', code: '' }, '请输入正确的手机号码'],
  ])('%j → %j', (input, message) => expect(validateRegister(input)).toBe(message));
});

describe('validateSendCode', () => {
  it('needs a valid phone', () => {
    expect(validateSendCode({ phone: '13812345678' })).toBeNull();
    expect(validateSendCode({ phone: '1381234567' })).toBe('请输入正确的手机号码');
  });
});
