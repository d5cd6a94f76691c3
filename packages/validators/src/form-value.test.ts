import { describe, expect, it } from 'vitest';
import { formImageUrls, formValueProblem, isAllowedImageName, isFormValueFilled } from './form-value';

const picker = { name: '专业', type: 3, content: JSON.stringify([{ key: '理学', value: ['数学', '物理'] }, { key: '其他', value: [] }]) };

describe('formValueProblem', () => {
  it('accepts every type in its stored shape, and an empty answer', () => {
    expect(formValueProblem({ name: '说明', type: 0 }, '你好')).toBeNull();
    expect(formValueProblem({ name: '年龄', type: 2 }, '18')).toBeNull();
    expect(formValueProblem(picker, '理学/物理')).toBeNull();
    expect(formValueProblem(picker, '其他')).toBeNull();
    expect(formValueProblem({ name: '地址', type: 4 }, '广东省/广州市/天河区')).toBeNull();
    expect(formValueProblem({ name: '照片', type: 5, content: '2' }, '["/a.jpg","/b.png"]')).toBeNull();
    expect(formValueProblem({ name: '证件照', type: 6 }, '/a.jpg')).toBeNull();
    expect(formValueProblem({ name: '生日', type: 7 }, '2000-02-29')).toBeNull();
    expect(formValueProblem({ name: '生日', type: 7 }, '')).toBeNull();
  });

  it('names the component and what is wrong', () => {
    expect(formValueProblem({ name: '年龄', type: 2 }, '-1')).toBe('年龄应为不小于0的数字');
    expect(formValueProblem(picker, '理学/化学')).toBe('专业选项不存在');
    expect(formValueProblem({ name: '地址', type: 4 }, '广东省//天河区')).toBe('地址格式不正确');
    expect(formValueProblem({ name: '照片', type: 5 }, 'not json')).toBe('照片格式不正确');
    expect(formValueProblem({ name: '照片', type: 5, content: '1' }, '["/a.jpg","/b.png"]')).toBe('照片最多1张');
    expect(formValueProblem({ name: '生日', type: 7 }, '2000-13-01')).toBe('生日日期格式不正确');
    expect(formValueProblem({ name: '说明', type: 1 }, 'x'.repeat(2001))).toBe('说明最多可以输入2000个字符哦');
  });
});

describe('isFormValueFilled and formImageUrls', () => {
  it('needs one image in a list, and any text elsewhere', () => {
    expect(isFormValueFilled({ name: '照片', type: 5 }, '[]')).toBe(false);
    expect(isFormValueFilled({ name: '照片', type: 5 }, '["/a.jpg"]')).toBe(true);
    expect(isFormValueFilled({ name: '姓名', type: 0 }, '  ')).toBe(false);
    expect(formImageUrls({ name: '证件照', type: 6 }, ' /a.jpg ')).toEqual(['/a.jpg']);
    expect(formImageUrls({ name: '照片', type: 5 }, '[1]')).toBeNull();
  });
});

describe('isAllowedImageName', () => {
  it('takes jpg, png, jpeg, bmp and gif only', () => {
    expect(['a.JPG', '/x/b.png?v=1', 'c.jpeg', 'd.bmp', 'e.gif'].every(isAllowedImageName)).toBe(true);
    expect(['a.webp', 'b.pdf', 'noext', 'a.jpg.exe'].some(isAllowedImageName)).toBe(false);
  });
});
