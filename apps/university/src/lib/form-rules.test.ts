import { university } from '@tongxin/api-client';
import { rulesFromComponents, validateForm, visibleComponents } from '@tongxin/ui';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/*
 * The conditional rules of spec §4 live in one place: the server's form definition, sent with
 * each component as `showIf` (apps/server/src/db/seed.ts, group 学业信息). This is that group as
 * getFormInfo's declaration describes it; the form page turns it into rules with
 * rulesFromComponents, exactly as below.
 */
const STUDY_GROUP = z.array(university.componentSchema).parse([
  { id: 201, name: '毕业院校', type: 0, must: true, content: '', placeholder: '', value: '', isShow: true, showIf: null },
  { id: 202, name: '本科平均绩点', type: 2, must: true, content: '', placeholder: '', value: '', isShow: true, showIf: null },
  { id: 203, name: '个人陈述', type: 1, must: false, content: '', placeholder: '', value: '', isShow: true, showIf: null },
  {
    id: 297,
    name: '报考方向',
    type: 3,
    must: true,
    content: JSON.stringify([
      { key: '生物学', value: ['纳米生物技术', '系统生态学', '细胞生物学', '遗传学'] },
      { key: '化学', value: ['有机化学', '物理化学'] },
    ]),
    placeholder: '',
    value: '',
    isShow: true,
    showIf: null,
  },
  {
    id: 426,
    name: '相关研究经历',
    type: 1,
    must: true,
    content: '',
    placeholder: '',
    value: '',
    isShow: true,
    showIf: { id: 297, anyOf: ['生物学/纳米生物技术', '生物学/系统生态学'] },
  },
  {
    id: 282,
    name: '是否有科研经历',
    type: 3,
    must: true,
    content: JSON.stringify([
      { key: '是', value: [] },
      { key: '否', value: [] },
    ]),
    placeholder: '',
    value: '',
    isShow: true,
    showIf: null,
  },
  { id: 283, name: '科研项目名称', type: 0, must: true, content: '', placeholder: '', value: '', isShow: true, showIf: { id: 282, anyOf: ['是'] } },
  { id: 284, name: '科研成果材料', type: 5, must: true, content: '3', placeholder: '', value: '', isShow: true, showIf: { id: 282, anyOf: ['是'] } },
  { id: 285, name: '指导教师', type: 0, must: false, content: '', placeholder: '', value: '', isShow: true, showIf: { id: 282, anyOf: ['是'] } },
]);

const rules = rulesFromComponents(STUDY_GROUP);
const shown = (values: Record<string, string>) => visibleComponents(STUDY_GROUP, values, rules).map((c) => c.id);
const conditional = [283, 284, 285, 426];

describe("the server's components give spec §4's rules through rulesFromComponents", () => {
  it('is the declared shape of university.getFormInfo.t1', () => {
    expect(university.getFormInfo.result.shape.t1.def.element).toBe(university.componentSchema);
  });

  it("282 '是' shows 283, 284 and 285; anything else hides them", () => {
    expect(rules.filter((r) => r.when.id === 282)).toEqual([283, 284, 285].map((id) => ({ when: { id: 282, equals: ['是'] }, show: [id] })));
    expect(shown({ '282': '是' })).toEqual(expect.arrayContaining([283, 284, 285]));
    for (const answer of ['否', '']) expect(shown({ '282': answer })).not.toEqual(expect.arrayContaining([283]));
  });

  it('297 biology/nano-biotech or biology/systems ecology shows 426; other answers hide it', () => {
    expect(rules.filter((r) => r.when.id === 297)).toEqual([{ when: { id: 297, equals: ['生物学/纳米生物技术', '生物学/系统生态学'] }, show: [426] }]);
    expect(shown({ '297': '生物学/纳米生物技术' })).toContain(426);
    expect(shown({ '297': '生物学/系统生态学' })).toContain(426);
    for (const answer of ['生物学/遗传学', '化学/有机化学', '生物学', '']) expect(shown({ '297': answer })).not.toContain(426);
  });

  it('hides every conditional component with nothing answered, and the required check skips them until shown', () => {
    expect(shown({}).filter((id) => conditional.includes(id))).toEqual([]);
    const filled = { '201': '同心大学', '202': '3.6', '297': '化学/有机化学', '282': '否' };
    expect(validateForm(STUDY_GROUP, filled, rules)).toBeNull();
    expect(validateForm(STUDY_GROUP, { ...filled, '282': '是' }, rules)).toBe('科研项目名称必填！');
    expect(validateForm(STUDY_GROUP, { ...filled, '297': '生物学/纳米生物技术' }, rules)).toBe('相关研究经历必填！');
  });
});
