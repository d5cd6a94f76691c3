import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RegionSource } from '../region/region-tree';
import type { UploadFn } from '../upload/image-uploader';
import { rulesFromComponents, validateForm } from './conditions';
import { sanitizeNumber } from './fields';
import { FormRenderer } from './form-renderer';
import type { FormComponent, FormValues } from './types';

const yesNo = JSON.stringify([
  { key: '是', value: [] },
  { key: '否', value: [] },
]);
const majors = JSON.stringify([
  { key: '生物学', value: ['纳米生物技术', '系统生态学', '遗传学'] },
  { key: '化学', value: ['有机化学', '分析化学'] },
]);

const COMPONENTS: FormComponent[] = [
  { id: 1, name: '姓名', type: 0, must: 1, placeholder: '请输入真实姓名' },
  { id: 2, name: '个人简介', type: 1, must: 0 },
  { id: 3, name: '身高', type: 2, must: 0 },
  { id: 282, name: '是否有科研经历', type: 3, must: 1, content: yesNo },
  { id: 283, name: '科研项目', type: 0, must: 1, showIf: { id: 282, anyOf: ['是'] } },
  { id: 297, name: '专业方向', type: 3, must: 1, content: majors },
  {
    id: 426,
    name: '实验室意向',
    type: 0,
    must: 1,
    showIf: { id: 297, anyOf: ['生物学/纳米生物技术', '生物学/系统生态学'] },
  },
  { id: 4, name: '家庭住址', type: 4, must: 1 },
  { id: 5, name: '获奖证书', type: 5, must: 0, content: '3' },
  { id: 6, name: '证件照', type: 6, must: 1 },
  { id: 7, name: '出生日期', type: 7, must: 1 },
  { id: 8, name: '内部备注', type: 0, must: 0, isShow: 0 },
];

// The conditional rules come with the components (showIf), as the service sends them.
const RULES = rulesFromComponents(COMPONENTS);

const regionSource: RegionSource = {
  regions: [
    { name: '广东省', value: '440000' },
    { name: '深圳市', value: '440300', parent: '440000' },
  ],
  loadDistricts: () =>
    Promise.resolve([
      { name: '罗湖区', value: '440303', parent: '440300' },
      { name: '南山区', value: '440305', parent: '440300' },
    ]),
};

function Harness(props: {
  upload?: UploadFn;
  onPhoto?: (c: FormComponent) => void;
  initial?: FormValues;
  disabled?: boolean;
  onValues?: (v: FormValues) => void;
}) {
  const [values, setValues] = useState<FormValues>(props.initial ?? {});
  return (
    <FormRenderer
      components={COMPONENTS}
      values={values}
      rules={RULES}
      onChange={(v) => {
        setValues(v);
        props.onValues?.(v);
      }}
      upload={props.upload ?? (() => Promise.resolve('https://cdn/x.jpg'))}
      onOpenPhotoFlow={props.onPhoto}
      regionSource={regionSource}
      disabled={props.disabled}
    />
  );
}

const lastValues = (fn: ReturnType<typeof vi.fn>) => fn.mock.lastCall?.[0] as FormValues;
// react-vant's Picker reports a column change to the form after a 100 ms debounce, and a tap that
// lands before an earlier change is reported can be undone by it. Picking runs on fake timers, and
// each tap is followed by moving the clock past the debounce.
const PICKER_DEBOUNCE_MS = 100;
const settle = () => act(() => vi.advanceTimersByTimeAsync(PICKER_DEBOUNCE_MS));

// The open picker titled fieldName, found afresh each time: the region picker remounts its
// picker when a province's districts arrive.
function openPicker(fieldName: string): HTMLElement {
  const all = Array.from(document.querySelectorAll<HTMLElement>('.rv-picker')).filter(
    (el) => el.querySelector('.rv-picker__title')?.textContent === fieldName,
  );
  const el = all[all.length - 1];
  if (!el) throw new Error('no picker');
  return el;
}

async function choose(fieldName: string, ...options: string[]) {
  if (!vi.isFakeTimers()) vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: fieldName }));
  await waitFor(() => openPicker(fieldName));
  await settle();
  const column = (i: number) =>
    openPicker(fieldName).querySelectorAll<HTMLElement>('.rv-picker-column')[i] as HTMLElement;
  for (const [i, text] of options.entries()) {
    await waitFor(() => within(column(i)).getByText(text));
    fireEvent.click(within(column(i)).getByText(text));
    await settle();
  }
  fireEvent.click(within(openPicker(fieldName)).getByRole('button', { name: '确认' }));
  await settle();
}

describe('FormRenderer', () => {
  it('renders each visible component with its label, required mark and placeholder', () => {
    render(<Harness />);
    const name = screen.getByRole('textbox', { name: '姓名' });
    expect(name).toHaveAttribute('placeholder', '请输入真实姓名');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(document.querySelector('[data-component-id="1"] label')).toHaveTextContent('*姓名');
    expect(document.querySelector('[data-component-id="2"] label')).toHaveTextContent(/^个人简介$/);
    expect(screen.getByRole('textbox', { name: '个人简介' })).toHaveAttribute(
      'placeholder',
      '请输入个人简介',
    );
    expect(screen.getByRole('textbox', { name: '个人简介' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: '出生日期' })).toHaveTextContent('请选择出生日期');
    // No interactive element nests inside another (react-vant's isLink cell would).
    expect(
      document.querySelectorAll('[role="button"] button, button [role="button"]'),
    ).toHaveLength(0);
    // isShow 0 and hidden conditional components are not rendered.
    expect(screen.queryByText('内部备注')).toBeNull();
    expect(screen.queryByText('科研项目')).toBeNull();
    expect(screen.queryByText('实验室意向')).toBeNull();
  });

  it('stores typed text and keeps numbers at or above 0', () => {
    const onValues = vi.fn();
    render(<Harness onValues={onValues} />);
    fireEvent.change(screen.getByRole('textbox', { name: '姓名' }), { target: { value: '张三' } });
    expect(lastValues(onValues)).toEqual({ '1': '张三' });
    fireEvent.change(screen.getByRole('textbox', { name: '身高' }), {
      target: { value: '-17.5.2cm' },
    });
    expect(lastValues(onValues)).toEqual({ '1': '张三', '3': '17.52' });
    expect(screen.getByRole('textbox', { name: '身高' })).toHaveValue('17.52');
    expect(sanitizeNumber('-0')).toBe('0');
  });

  it('scrolls back after a blur, and not once the field is gone', async () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const view = render(<Harness />);
    fireEvent.blur(screen.getByRole('textbox', { name: '姓名' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // A blur from the tap that leaves the page: the pending scroll goes with the field.
    fireEvent.blur(screen.getByRole('textbox', { name: '姓名' }));
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });

  it("shows 283 after '是' on 282 and 426 after 生物学/纳米生物技术 on 297, as data", async () => {
    const onValues = vi.fn();
    render(<Harness onValues={onValues} />);
    await choose('是否有科研经历', '是');
    expect(lastValues(onValues)['282']).toBe('是');
    expect(await screen.findByRole('textbox', { name: '科研项目' })).toBeInTheDocument();

    await choose('专业方向', '生物学', '纳米生物技术');
    expect(lastValues(onValues)['297']).toBe('生物学/纳米生物技术');
    expect(screen.getByRole('button', { name: '专业方向' })).toHaveTextContent(
      '生物学/纳米生物技术',
    );
    expect(await screen.findByRole('textbox', { name: '实验室意向' })).toBeInTheDocument();

    await choose('专业方向', '化学', '有机化学');
    expect(lastValues(onValues)['297']).toBe('化学/有机化学');
    await waitFor(() => expect(screen.queryByText('实验室意向')).toBeNull());
    await choose('是否有科研经历', '否');
    await waitFor(() => expect(screen.queryByText('科研项目')).toBeNull());
  });

  it('stores an address as names through the region picker', async () => {
    const onValues = vi.fn();
    render(<Harness onValues={onValues} />);
    await choose('家庭住址', '广东省', '深圳市', '南山区');
    expect(lastValues(onValues)['4']).toBe('广东省/深圳市/南山区');
    expect(screen.getByRole('button', { name: '家庭住址' })).toHaveTextContent(
      '广东省/深圳市/南山区',
    );
  });

  it('keeps the date the user turned to when the form re-renders while the picker is open', async () => {
    vi.useFakeTimers();
    const onValues = vi.fn();
    const { rerender } = render(<Harness onValues={onValues} />);
    fireEvent.click(screen.getByRole('button', { name: '出生日期' }));
    const picker = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.rv-popup--bottom .rv-picker');
      if (!el) throw new Error('no picker');
      return el;
    });
    const column = (i: number) =>
      picker.querySelectorAll<HTMLElement>('.rv-picker-column')[i] as HTMLElement;
    fireEvent.click(within(column(0)).getByText('2000'));
    await settle();
    // Anything that re-renders the form (a saved draft, a refetch) while the picker is open.
    rerender(<Harness onValues={onValues} disabled={false} />);
    await settle();
    fireEvent.click(within(column(1)).getByText('01'));
    await settle();
    rerender(<Harness onValues={onValues} />);
    await settle();
    fireEvent.click(within(column(2)).getByText('02'));
    await settle();
    fireEvent.click(within(picker).getByRole('button', { name: '确认' }));
    await settle();
    expect(lastValues(onValues)['7']).toBe('2000-01-02');
  });

  it('stores a date as YYYY-MM-DD', async () => {
    vi.useFakeTimers();
    const onValues = vi.fn();
    render(<Harness onValues={onValues} initial={{ '7': '2001-02-03' }} />);
    fireEvent.click(screen.getByRole('button', { name: '出生日期' }));
    const picker = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.rv-popup--bottom .rv-picker');
      if (!el) throw new Error('no picker');
      return el;
    });
    expect(
      Array.from(picker.querySelectorAll('.rv-picker-column__item--selected')).map(
        (e) => e.textContent,
      ),
    ).toEqual(['2001', '02', '03']);
    expect(picker.querySelectorAll('ul:not([role="none"])')).toHaveLength(0);
    fireEvent.click(
      within(picker.querySelectorAll<HTMLElement>('.rv-picker-column')[2] as HTMLElement).getByText(
        '15',
      ),
    );
    await settle();
    fireEvent.click(within(picker).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(lastValues(onValues)['7']).toBe('2001-02-15'));
    expect(dayjs(lastValues(onValues)['7']).isValid()).toBe(true);
  });

  it('uploads into an image list stored as a JSON array', async () => {
    const onValues = vi.fn();
    const upload = vi.fn<UploadFn>(() => Promise.resolve('https://cdn/cert.jpg'));
    render(<Harness onValues={onValues} upload={upload} />);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'cert.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(screen.getByLabelText('获奖证书 上传图片'), { target: { files: [file] } });
    await waitFor(() => expect(lastValues(onValues)['5']).toBe('["https://cdn/cert.jpg"]'));
    expect(
      within(screen.getByRole('group', { name: '获奖证书' })).getByText('已上传'),
    ).toBeInTheDocument();
  });

  it('shows the photo and hands the component to the photo flow', () => {
    const onPhoto = vi.fn();
    const { unmount } = render(<Harness onPhoto={onPhoto} />);
    fireEvent.click(screen.getByRole('button', { name: '拍摄照片' }));
    expect(onPhoto).toHaveBeenCalledWith(expect.objectContaining({ id: 6, type: 6 }));
    unmount();
    render(<Harness onPhoto={onPhoto} initial={{ '6': 'https://cdn/face.jpg' }} />);
    expect(screen.getByRole('img', { name: '证件照' })).toHaveAttribute(
      'src',
      'https://cdn/face.jpg',
    );
    fireEvent.click(screen.getByRole('button', { name: '查看照片' }));
    expect(onPhoto).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: '重新拍摄' })).toBeNull();
  });

  it('writes the image placeholders (type 5 add tile, type 6 未上传) with AA contrast on the grey', () => {
    render(<Harness />);
    // #646566 on #f7f8fa is 5.5:1; the old #969799 was 2.7:1, under even the 3:1 of large text.
    const addTile = screen.getByLabelText('获奖证书 上传图片').closest('label');
    expect(addTile).toHaveStyle({ color: '#646566', background: '#f7f8fa' });
    expect(within(screen.getByRole('group', { name: '证件照' })).getByText('未上传')).toHaveStyle({
      color: '#646566',
      background: '#f7f8fa',
    });
  });

  it('writes picker placeholders and typed answers with AA contrast on white, from the package itself', async () => {
    const { container } = render(<Harness />);
    // #646566 on white is 5.9:1; react-vant's #c8c9cc was 1.7:1 and its cell value grey 2.9:1.
    expect(screen.getByRole('button', { name: '出生日期' })).toHaveStyle({ color: '#646566' });
    expect(container.querySelector('.tx-form')).toHaveStyle({ '--rv-cell-value-color': '#323233' });
  });

  it('is read-only when disabled', () => {
    render(<Harness disabled initial={{ '1': '张三' }} />);
    expect(screen.getByRole('textbox', { name: '姓名' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '出生日期' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '拍摄照片' })).toBeNull();
    expect(screen.queryByLabelText('获奖证书 上传图片')).toBeNull();
  });

  it('agrees with validateForm on what is required', () => {
    expect(
      validateForm(
        COMPONENTS,
        { '1': '张三', '282': '否', '297': '化学/有机化学', '4': '广东省/深圳市/南山区', '6': 'u' },
        RULES,
      ),
    ).toBe('出生日期必填！');
  });
});
