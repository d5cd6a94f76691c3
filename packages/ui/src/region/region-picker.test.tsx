import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegionPicker } from './region-picker';
import type { RegionEntry, RegionSource } from './region-tree';

const REGIONS: RegionEntry[] = [
  { name: '北京市', value: '110000' },
  { name: '北京市', value: '110100', parent: '110000' },
  { name: '广东省', value: '440000' },
  { name: '深圳市', value: '440300', parent: '440000' },
  { name: '东莞市', value: '441900', parent: '440000' },
];
const DISTRICTS: Record<string, RegionEntry[]> = {
  '110000': [
    { name: '东城区', value: '110101', parent: '110100' },
    { name: '西城区', value: '110102', parent: '110100' },
  ],
  '440000': [
    { name: '罗湖区', value: '440303', parent: '440300' },
    { name: '南山区', value: '440305', parent: '440300' },
    { name: '--', value: '--', parent: '441900' },
  ],
};

function source() {
  const loadDistricts = vi.fn((code: string) => Promise.resolve(DISTRICTS[code] ?? []));
  const s: RegionSource = { regions: REGIONS, loadDistricts };
  return { s, loadDistricts };
}

const columns = () => Array.from(document.querySelectorAll<HTMLElement>('.rv-picker-column'));
const texts = (column: HTMLElement | undefined) =>
  column
    ? within(column)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];
// react-vant's Picker reports column changes after a 100 ms debounce: tests that tap run on fake
// timers and move the clock past it after each tap.
const PICKER_DEBOUNCE_MS = 100;
const settle = () => act(() => vi.advanceTimersByTimeAsync(PICKER_DEBOUNCE_MS));
const selected = () =>
  Array.from(document.querySelectorAll('.rv-picker-column__item--selected')).map(
    (e) => e.textContent,
  );

describe('RegionPicker', () => {
  it('loads districts lazily, once per province, and stores names joined by /', async () => {
    vi.useFakeTimers();
    const { s, loadDistricts } = source();
    const onConfirm = vi.fn();
    render(<RegionPicker visible source={s} onConfirm={onConfirm} onCancel={() => undefined} />);
    await waitFor(() => expect(texts(columns()[2])).toEqual(['东城区', '西城区']));
    await settle();
    expect(texts(columns()[0])).toEqual(['北京市', '广东省']);
    // The columns' <ul>s are presentational (their items are buttons), so they are not broken lists.
    expect(document.querySelectorAll('.rv-picker-column ul')).toHaveLength(3);
    expect(document.querySelectorAll('.rv-picker-column ul:not([role="none"])')).toHaveLength(0);
    expect(loadDistricts).toHaveBeenCalledTimes(1);
    expect(loadDistricts).toHaveBeenCalledWith('110000');

    fireEvent.click(within(columns()[0] as HTMLElement).getByText('广东省'));
    await waitFor(() => expect(texts(columns()[2])).toEqual(['罗湖区', '南山区']));
    await settle();
    expect(loadDistricts).toHaveBeenLastCalledWith('440000');
    fireEvent.click(within(columns()[2] as HTMLElement).getByText('南山区'));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onConfirm).toHaveBeenCalledWith('广东省/深圳市/南山区', ['广东省', '深圳市', '南山区']);

    fireEvent.click(within(columns()[0] as HTMLElement).getByText('北京市'));
    await waitFor(() => expect(texts(columns()[2])).toEqual(['东城区', '西城区']));
    expect(loadDistricts).toHaveBeenCalledTimes(2);
  });

  it("opens on the stored address and shows '--' for a city without districts, storing two names", async () => {
    vi.useFakeTimers();
    const { s } = source();
    const onConfirm = vi.fn();
    render(
      <RegionPicker
        visible
        value="广东省/东莞市"
        source={s}
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    await waitFor(() => expect(selected()).toEqual(['广东省', '东莞市', '--']));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onConfirm).toHaveBeenCalledWith('广东省/东莞市', ['广东省', '东莞市', '--']);
  });

  it('reads the source from an async loader and reopens on a full stored address', async () => {
    const { s } = source();
    render(
      <RegionPicker
        visible
        value="广东省/深圳市/南山区"
        source={() => Promise.resolve(s)}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    await waitFor(() => expect(selected()).toEqual(['广东省', '深圳市', '南山区']));
  });

  it('ignores confirm while districts are still loading', async () => {
    const onConfirm = vi.fn();
    const never: RegionSource = {
      regions: REGIONS,
      loadDistricts: () => new Promise(() => undefined),
    };
    render(
      <RegionPicker visible source={never} onConfirm={onConfirm} onCancel={() => undefined} />,
    );
    await waitFor(() => expect(texts(columns()[2])).toEqual(['加载中…']));
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('RegionPicker when loading fails', () => {
  it('calls an inline loader once, however often the parent re-renders', () => {
    const load = vi.fn(() => new Promise<RegionSource>(() => undefined));
    const ui = () => (
      <RegionPicker
        visible
        source={() => load()}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />
    );
    const { rerender } = render(ui());
    rerender(ui());
    rerender(ui());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the data failed to load instead of spinning, and retries on 重试', async () => {
    vi.useFakeTimers();
    const { s } = source();
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(s)));
    const onCancel = vi.fn();
    render(<RegionPicker visible source={load} onConfirm={() => undefined} onCancel={onCancel} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('地区数据加载失败，请检查网络后重试');
    expect(screen.queryByText('加载中…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    // Re-renders do not retry by themselves.
    await settle();
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(within(alert).getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalled();

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(texts(columns()[2])).toEqual(['东城区', '西城区']));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("marks a province's districts as failed, keeps confirm off, and retries on 重试", async () => {
    vi.useFakeTimers();
    let fail = true;
    const loadDistricts = vi.fn((code: string) =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(DISTRICTS[code] ?? []),
    );
    const onConfirm = vi.fn();
    render(
      <RegionPicker
        visible
        source={{ regions: REGIONS, loadDistricts }}
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('区县数据加载失败');
    await waitFor(() => expect(texts(columns()[2])).toEqual(['加载失败']));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(loadDistricts).toHaveBeenCalledTimes(1);

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(texts(columns()[2])).toEqual(['东城区', '西城区']));
    expect(loadDistricts).toHaveBeenCalledTimes(2);
    expect(loadDistricts).toHaveBeenLastCalledWith('110000');
    expect(screen.queryByRole('alert')).toBeNull();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onConfirm).toHaveBeenCalledWith('北京市/北京市/东城区', ['北京市', '北京市', '东城区']);
  });
});

describe('RegionPicker on the real dataset (@tongxin/region-data)', () => {
  it("loads the default source lazily; 东莞市 has only '--' and is stored as two names", async () => {
    const onConfirm = vi.fn();
    render(
      <RegionPicker
        visible
        value="广东省/东莞市"
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    // Confirming takes what the columns show selected (the dataset loads for real: no fake timers).
    await waitFor(() => expect(selected()).toEqual(['广东省', '东莞市', '--']));
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onConfirm).toHaveBeenCalledWith('广东省/东莞市', ['广东省', '东莞市', '--']);
  });

  it('reopens a full mainland address', async () => {
    render(
      <RegionPicker
        visible
        value="浙江省/杭州市/西湖区"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    await waitFor(() => expect(selected()).toEqual(['浙江省', '杭州市', '西湖区']));
  });
});
