import { describe, expect, it } from 'vitest';
import { checkParticipant, type Participant } from './participant';

const good: Participant = {
  name: '张三',
  gender: 1,
  mobile: '13800138000',
  idType: 1,
  idNumber: '11010519491231002X',
  birthDate: '1949-12-31',
  emergencyName: '李四',
  emergencyPhone: '13900139000',
};

describe('checkParticipant', () => {
  it('passes a complete participant', () => {
    expect(checkParticipant(good)).toBeNull();
  });
  it('refuses each field with the spec words', () => {
    expect(checkParticipant({ ...good, name: '张' })).toEqual(['name', '中文姓名格式不对哦~']);
    expect(checkParticipant({ ...good, name: '张三李四王五赵' })).toEqual(['name', '中文姓名格式不对哦~']);
    expect(checkParticipant({ ...good, mobile: '12345678901' })).toEqual(['mobile', '手机号码格式不对哦~']);
    expect(checkParticipant({ ...good, idNumber: '110105194912310021' })?.[0]).toBe('idNumber');
    expect(checkParticipant({ ...good, idType: 2, idNumber: 'E12345678' })).toBeNull();
    expect(checkParticipant({ ...good, birthDate: '' })).toEqual(['birthDate', '必填']);
    expect(checkParticipant({ ...good, emergencyPhone: '1' })).toEqual(['emergencyPhone', '手机号码格式不对哦~']);
  });
});
