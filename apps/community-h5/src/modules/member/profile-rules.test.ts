import { describe, expect, it } from 'vitest';
import { profileProblems } from './profile-rules';

const valid = { nickName: '小同', name: '李同心', mobile: '13800138000', email: '', signature: '' };

describe('profileProblems', () => {
  it('passes a valid profile', () => {
    expect(profileProblems(valid)).toEqual({});
  });

  it('gives the spec messages, character for character', () => {
    expect(profileProblems({ ...valid, nickName: ' ', name: 'Li', mobile: '12345678901', email: 'a@b' })).toEqual({
      nickName: '必填哦',
      name: '中文姓名格式不对哦~',
      mobile: '手机号码格式不对哦~',
      email: '邮箱格式格式不对哦~',
    });
    expect(profileProblems({ ...valid, name: '李' }).name).toBe('中文姓名格式不对哦~');
    expect(profileProblems({ ...valid, name: '欧阳同心同德好' }).name).toBe('中文姓名格式不对哦~');
    expect(profileProblems({ ...valid, mobile: '' }).mobile).toBe('必填哦');
    expect(profileProblems({ ...valid, signature: '好'.repeat(61) }).signature).toBe('最多可以输入60个字符哦');
  });
});
