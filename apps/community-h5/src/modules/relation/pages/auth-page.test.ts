import { ID_NUMBER_MESSAGES, INPUT_MESSAGES } from '@tongxin/validators';
import { describe, expect, it } from 'vitest';
import { authProblems } from './auth-page';

const TODAY = new Date('2026-01-01T00:00:00Z');

describe('identity verification form', () => {
  it('asks for a Chinese name and a national ID whose checksum holds, in the spec’s words', () => {
    expect(authProblems({ name: '', idNumber: '' }, TODAY)).toEqual({ name: INPUT_MESSAGES.required, idNumber: INPUT_MESSAGES.required });
    expect(authProblems({ name: 'Wang', idNumber: '110105199003071230' }, TODAY)).toEqual({ name: INPUT_MESSAGES.chineseName, idNumber: ID_NUMBER_MESSAGES.checksum });
    expect(authProblems({ name: '王同心', idNumber: '990105199003071239' }, TODAY).idNumber).toBe(ID_NUMBER_MESSAGES.province);
    expect(authProblems({ name: ' 王同心 ', idNumber: '110105199003071239' }, TODAY)).toEqual({});
  });
});
