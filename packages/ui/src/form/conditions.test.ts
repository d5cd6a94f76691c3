import { describe, expect, it } from 'vitest';
import {
  missingRequired,
  rulesFromComponents,
  validateForm,
  visibleComponents,
  visibleValues,
  type ConditionRule,
} from './conditions';
import type { FormComponent, FormValues } from './types';

const picker = JSON.stringify([
  { key: '生物学', value: ['纳米生物技术', '系统生态学', '遗传学'] },
  { key: '化学', value: ['有机化学'] },
]);

/*
 * The university's conditional rules (spec §4) travel with the components, as the service sends
 * them (api-client's showIf); the form reads them with rulesFromComponents. No table in between.
 */
const YES_282 = { id: 282, anyOf: ['是'] };
const BIOLOGY_297 = { id: 297, anyOf: ['生物学/纳米生物技术', '生物学/系统生态学'] };

const components: FormComponent[] = [
  { id: 1, name: '姓名', type: 0, must: 1 },
  {
    id: 282,
    name: '是否有科研经历',
    type: 3,
    must: 1,
    content: JSON.stringify([
      { key: '是', value: [] },
      { key: '否', value: [] },
    ]),
  },
  { id: 283, name: '科研项目', type: 0, must: 1, showIf: YES_282 },
  { id: 284, name: '科研时间', type: 7, must: 1, showIf: YES_282 },
  { id: 285, name: '科研证明', type: 5, must: 0, showIf: YES_282 },
  { id: 297, name: '专业方向', type: 3, must: 1, content: picker },
  { id: 426, name: '实验室意向', type: 0, must: 1, showIf: BIOLOGY_297 },
  { id: 500, name: '备注', type: 1, must: 0, isShow: 0 },
];

const ids = (list: FormComponent[]) => list.map((c) => c.id);
const RULES = rulesFromComponents(components);

describe('visibleComponents with the university rules', () => {
  it('hides every conditional component while nothing is answered, and isShow 0 always', () => {
    expect(ids(visibleComponents(components, {}, RULES))).toEqual([1, 282, 297]);
  });

  it("shows 283, 284 and 285 when 282 is '是', and hides them again on '否'", () => {
    expect(ids(visibleComponents(components, { '282': '是' }, RULES))).toEqual([
      1, 282, 283, 284, 285, 297,
    ]);
    expect(ids(visibleComponents(components, { '282': '否' }, RULES))).toEqual([1, 282, 297]);
  });

  it('shows 426 only for biology / nano-biotech or biology / systems ecology', () => {
    for (const v of ['生物学/纳米生物技术', '生物学/系统生态学']) {
      expect(ids(visibleComponents(components, { '297': v }, RULES))).toContain(426);
    }
    for (const v of ['生物学/遗传学', '化学/有机化学', '生物学', '']) {
      expect(ids(visibleComponents(components, { '297': v }, RULES))).not.toContain(426);
    }
  });

  it("uses a component's saved value when the values map has none", () => {
    const saved = components.map((c) => (c.id === 282 ? { ...c, value: '是' } : c));
    expect(ids(visibleComponents(saved, {}, RULES))).toContain(283);
  });

  it('treats rules as data: a chain hides a grandchild with its parent, a cycle shows nothing', () => {
    const rules: ConditionRule[] = [
      { when: { id: 1, equals: ['a'] }, show: [2] },
      { when: { id: 2, equals: ['b'] }, show: [3] },
      { when: { id: 4, equals: ['x'] }, show: [5] },
      { when: { id: 5, equals: ['x'] }, show: [4] },
    ];
    const list: FormComponent[] = [1, 2, 3, 4, 5].map((id) => ({ id, name: `c${id}`, type: 0 }));
    expect(ids(visibleComponents(list, { '1': 'a', '2': 'b' }, rules))).toEqual([1, 2, 3]);
    expect(ids(visibleComponents(list, { '1': 'z', '2': 'b' }, rules))).toEqual([1]);
    expect(ids(visibleComponents(list, { '4': 'x', '5': 'x' }, rules))).toEqual([1]);
  });
});

describe('rulesFromComponents', () => {
  it('gives one rule per component with showIf: 282 → 283, 284, 285 and 297 → 426', () => {
    expect(RULES).toEqual([
      { when: { id: 282, equals: ['是'] }, show: [283] },
      { when: { id: 282, equals: ['是'] }, show: [284] },
      { when: { id: 282, equals: ['是'] }, show: [285] },
      { when: { id: 297, equals: ['生物学/纳米生物技术', '生物学/系统生态学'] }, show: [426] },
    ]);
    expect(rulesFromComponents(components.map((c) => ({ ...c, showIf: null })))).toEqual([]);
  });

  it('agrees with the same rules written as a table', () => {
    const table: ConditionRule[] = [
      { when: { id: 282, equals: ['是'] }, show: [283, 284, 285] },
      { when: { id: 297, equals: ['生物学/纳米生物技术', '生物学/系统生态学'] }, show: [426] },
    ];
    const cases: FormValues[] = [
      {},
      { '282': '是' },
      { '297': '生物学/系统生态学' },
      { '282': '否', '297': '生物学/遗传学' },
    ];
    for (const values of cases) {
      expect(ids(visibleComponents(components, values, RULES))).toEqual(
        ids(visibleComponents(components, values, table)),
      );
    }
  });
});

describe('validateForm', () => {
  it("returns '{name}必填！' for the first required, empty, visible component", () => {
    expect(validateForm(components, {}, RULES)).toBe('姓名必填！');
    expect(validateForm(components, { '1': '  ' }, RULES)).toBe('姓名必填！');
    expect(validateForm(components, { '1': '张三' }, RULES)).toBe('是否有科研经历必填！');
  });

  it('skips hidden conditional components and checks them once shown', () => {
    const base = { '1': '张三', '282': '否', '297': '化学/有机化学' };
    expect(validateForm(components, base, RULES)).toBeNull();
    expect(validateForm(components, { ...base, '282': '是' }, RULES)).toBe('科研项目必填！');
    expect(validateForm(components, { ...base, '297': '生物学/系统生态学' }, RULES)).toBe(
      '实验室意向必填！',
    );
    expect(
      ids(missingRequired(components, { ...base, '282': '是', '283': '项目' }, RULES)),
    ).toEqual([284]);
  });

  it('counts an empty image list as empty', () => {
    const list: FormComponent[] = [{ id: 9, name: '证件照', type: 5, must: true }];
    expect(validateForm(list, { '9': '[]' }, [])).toBe('证件照必填！');
    expect(validateForm(list, { '9': '["https://x/a.jpg"]' }, [])).toBeNull();
  });
});

describe('visibleValues', () => {
  it('drops answers of hidden components', () => {
    const values = { '1': '张三', '282': '否', '283': '旧答案', '297': '化学/有机化学' };
    expect(visibleValues(components, values, RULES)).toEqual({
      '1': '张三',
      '282': '否',
      '297': '化学/有机化学',
    });
  });
});
