import { describe, expect, it } from 'vitest';
import { addressLine } from '../../lib/address-line';
import { addressProblems, EMPTY_ADDRESS, regionNames } from './address-form';

describe('addressProblems', () => {
  it('asks for every required field with the spec message', () => {
    expect(addressProblems(EMPTY_ADDRESS)).toEqual({ name: '必填哦', mobile: '必填哦', region: '必填哦', address: '必填哦' });
  });

  it('checks the phone and the post code', () => {
    const filled = { ...EMPTY_ADDRESS, name: '李同心', region: '广东省/深圳市/南山区', address: '科技园', mobile: '1380013800', postCode: '51805' };
    expect(addressProblems(filled)).toEqual({ mobile: '手机号码格式不对哦~', postCode: '邮政编码格式不对哦~' });
    expect(addressProblems({ ...filled, mobile: '13800138000', postCode: '518057' })).toEqual({});
  });
});

describe('regionNames and addressLine', () => {
  it('split the stored region and leave out the placeholder', () => {
    expect(regionNames('广东省/深圳市/南山区')).toEqual(['广东省', '深圳市', '南山区']);
    expect(regionNames('广东省/东莞市/--')).toEqual(['广东省', '东莞市']);
  });

  it('does not repeat a municipality', () => {
    expect(addressLine({ province: '北京市', city: '北京市', district: '朝阳区', address: '建国路 88 号' })).toBe('北京市 朝阳区 建国路 88 号');
  });
});
