import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormComponent } from '@tongxin/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, regInfoReply, renderRoute } from '../../test/render';
import { SAVE_RETURN_MS, contentToSave, openingValues } from './form-page';

const base = { must: false, content: '', placeholder: '', value: '', isShow: true, showIf: null };
const components = [
  { ...base, id: 1, name: '姓名', type: 0, must: true },
  { ...base, id: 282, name: '是否有工作经历', type: 3, content: JSON.stringify([{ key: '是', value: [] }, { key: '否', value: [] }]) },
  { ...base, id: 283, name: '工作单位', type: 0, must: true, showIf: { id: 282, anyOf: ['是'] } },
  { ...base, id: 5, name: '出生日期', type: 7 },
];

function formInfo(t3 = '{}', status = 0) {
  return { code: 0, msg: 'ok', t1: components, t2: { id: 11, groupName: '基本信息', groupDesc: '' }, t3, status };
}

beforeEach(() => {
  localStorage.setItem('university.iid', '3073');
  localStorage.setItem('university.rid', '5');
  localStorage.setItem('university.token', 'tok');
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// react-vant's Picker reports a tapped option after a 100 ms debounce, and a tap that lands
// before an earlier one is reported can be undone by it. Picking runs on fake timers (from the
// first pick on: the page itself loads on real ones), each tap followed by moving the clock past
// the debounce.
const PICKER_DEBOUNCE_MS = 100;
const settle = () => act(() => vi.advanceTimersByTimeAsync(PICKER_DEBOUNCE_MS));

/** The open bottom picker titled `title` (FormRenderer's CascadePopup). */
function openPicker(title: string): HTMLElement {
  const el = Array.from(document.querySelectorAll<HTMLElement>('.rv-picker')).find((p) => p.querySelector('.rv-picker__title')?.textContent === title);
  if (!el) throw new Error(`no picker ${title}`);
  return el;
}

/** Opens the picker row named `field`, taps one option per column, confirms. */
async function choose(field: string, ...options: string[]) {
  if (!vi.isFakeTimers()) vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: field }));
  await waitFor(() => openPicker(field));
  await settle();
  for (const [i, text] of options.entries()) {
    const column = openPicker(field).querySelectorAll<HTMLElement>('.rv-picker-column')[i] as HTMLElement;
    fireEvent.click(within(column).getByText(text));
    await settle();
  }
  fireEvent.click(within(openPicker(field)).getByRole('button', { name: '确认' }));
  await settle();
}

describe('openingValues and contentToSave', () => {
  it('draft wins over saved values, and a handed-back photo over both', () => {
    const values = openingValues(components as FormComponent[], '{"1":"张三","5":"2000-01-02"}', { '1': '李四' }, { comId: '5', value: 'https://cdn.example/p.jpg' });
    expect(values).toMatchObject({ '1': '李四', '5': 'https://cdn.example/p.jpg' });
  });

  it('ignores a handed-back value that is not an http(s) or same-site URL', () => {
    for (const value of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/p.jpg']) {
      expect(openingValues(components as FormComponent[], '{"5":"2000-01-02"}', {}, { comId: '5', value })['5']).toBe('2000-01-02');
    }
  });

  it('saves hidden conditional answers as empty', () => {
    expect(contentToSave(components as FormComponent[], { '1': 'a', '283': '公司' }, new Set([1, 282, 5]))).toEqual({
      '1': 'a',
      '282': '',
      '283': '',
      '5': '',
    });
  });
});

describe('form page', () => {
  it('without id shows the parameter error dialog', async () => {
    fakeServer({});
    await renderRoute('/app/university/apply/form');
    expect(await screen.findByText('参数错误')).toBeInTheDocument();
    expect(screen.getByText('错误')).toBeInTheDocument();
  });

  it('shows saved values, reveals conditional components and keeps a draft of what is typed', async () => {
    fakeServer({ '/university/form': formInfo('{"1":"张三"}') });
    await renderRoute('/app/university/apply/form?id=11');
    expect(await screen.findByRole('textbox', { name: '姓名' })).toHaveValue('张三');
    expect(screen.queryByRole('textbox', { name: '工作单位' })).toBeNull();
    await choose('是否有工作经历', '是');
    expect(screen.getByRole('button', { name: '是否有工作经历' })).toHaveTextContent('是');
    fireEvent.change(await screen.findByRole('textbox', { name: '工作单位' }), { target: { value: '同心公司' } });
    expect(JSON.parse(localStorage.getItem('draft:university.5.3.11') ?? '{}')).toMatchObject({ '282': '是', '283': '同心公司' });
    await choose('是否有工作经历', '否');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '工作单位' })).toBeNull());
  });

  it('a reload restores the draft', async () => {
    localStorage.setItem('draft:university.5.3.11', JSON.stringify({ '1': '未保存的名字' }));
    fakeServer({ '/university/form': formInfo('{"1":"张三"}') });
    await renderRoute('/app/university/apply/form?id=11');
    expect(await screen.findByRole('textbox', { name: '姓名' })).toHaveValue('未保存的名字');
  });

  it('checks required visible components, saves, clears the draft and returns after 0.5 s', async () => {
    await import('./apply-home-page');
    const server = fakeServer({
      '/university/form': formInfo(),
      '/university/form/save': { code: 0, t: true, msg: '保存成功' },
      '/university/reg-info': regInfoReply(0),
    });
    const { router } = await renderRoute('/app/university/apply/form?id=11');
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('姓名必填！')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: '姓名' }), { target: { value: '王五' } });
    await choose('是否有工作经历', '是');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('工作单位必填！')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: '工作单位' }), { target: { value: '同心' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const save = server.calls.find((c) => c.path === '/university/form/save');
    expect(save?.body).toMatchObject({ rid: 5, token: 'tok', regId: 3, id: 11 });
    expect(JSON.parse((save?.body as { content: string }).content)).toEqual({ '1': '王五', '282': '是', '283': '同心', '5': '' });
    expect(localStorage.getItem('draft:university.5.3.11')).toBeNull();
    // On fake timers since the first pick: the 0.5 s pass when the test moves the clock. The apply
    // home's module was loaded before (a lazy route's import needs real time, which fake timers
    // would not give it), so the return completes on the fake clock too.
    expect(router.state.location.pathname).toBe('/app/university/apply/form');
    expect(router.state.navigation.state).toBe('idle');
    await act(() => vi.advanceTimersByTimeAsync(SAVE_RETURN_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/university/apply/home'));
    expect(await screen.findByRole('button', { name: '确认提交' })).toBeInTheDocument();
  });

  it('says 保存失败 when the save is refused without a reason', async () => {
    fakeServer({ '/university/form': formInfo('{"1":"a"}'), '/university/form/save': { code: 0, t: false, msg: '' } });
    await renderRoute('/app/university/apply/form?id=11');
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeEnabled();
  });

  it('is read-only outside status 0', async () => {
    fakeServer({ '/university/form': formInfo('{"1":"a"}', 1) });
    await renderRoute('/app/university/apply/form?id=11');
    expect(await screen.findByRole('textbox', { name: '姓名' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '是否有工作经历' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '出生日期' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  const photoComponents = [{ ...base, id: 9, name: '证件照', type: 6, must: true }];

  it('shows a photo handed back by the face check; its button opens the preview', async () => {
    fakeServer({ '/university/form': { ...formInfo(), t1: photoComponents } });
    let router: Awaited<ReturnType<typeof renderRoute>>['router'] | undefined;
    await act(async () => {
      router = (await renderRoute('/app/university/apply/form?id=11&comId=9&value=https%3A%2F%2Fcdn.example%2Fh5%2Fp.jpg')).router;
    });
    expect(await screen.findByRole('img', { name: '证件照' })).toHaveAttribute('src', 'https://cdn.example/h5/p.jpg');
    fireEvent.click(screen.getByRole('button', { name: '查看照片' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/app/university/apply/photo-preview'));
    const search = new URLSearchParams(router?.state.location.search);
    expect(Object.fromEntries(search)).toMatchObject({ comId: '9', groupId: '11', imgurl: 'https://cdn.example/h5/p.jpg' });
  });

  it('without a photo, 拍摄照片 opens the photo guide', async () => {
    fakeServer({ '/university/form': { ...formInfo(), t1: photoComponents } });
    const { router } = await renderRoute('/app/university/apply/form?id=11');
    fireEvent.click(await screen.findByRole('button', { name: '拍摄照片' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/university/apply/photo-guide'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({ comId: '9', groupId: '11' });
  });
});
