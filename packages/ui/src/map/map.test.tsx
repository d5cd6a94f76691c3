import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapView } from './map-view';
import { boundsOf, fitProjection, graticuleStep, gridLines } from './projection';

const sites = [
  { id: 1, title: '梧桐山门', lat: 22.5811, lng: 114.2072 },
  { id: 2, title: '好汉坡', lat: 22.5902, lng: 114.2143, color: '#0a8f4d' },
  { id: 3, title: '大梧桐', lat: 22.5958, lng: 114.2206 },
];
const track = [
  { lat: 22.5811, lng: 114.2072 },
  { lat: 22.5855, lng: 114.2101 },
  { lat: 22.5958, lng: 114.2206 },
];

const at = (el: HTMLElement) => ({ x: parseFloat(el.style.left), y: parseFloat(el.style.top) });

describe('projection', () => {
  it('fits every point inside the box with its padding, north up', () => {
    const project = fitProjection(boundsOf(sites), 343, 260, 28);
    for (const s of sites) {
      const p = project(s);
      expect(p.x).toBeGreaterThanOrEqual(27.9);
      expect(p.x).toBeLessThanOrEqual(343 - 27.9);
      expect(p.y).toBeGreaterThanOrEqual(27.9);
      expect(p.y).toBeLessThanOrEqual(260 - 27.9);
    }
    expect(project(sites[2]!).y).toBeLessThan(project(sites[0]!).y);
    expect(project(sites[2]!).x).toBeGreaterThan(project(sites[0]!).x);
  });

  it('keeps ground proportions: a degree east is as wide as a Mercator degree north is tall', () => {
    const project = fitProjection({ south: 0, north: 1, west: 0, east: 1 }, 300, 300, 0);
    const dx = project({ lat: 0, lng: 1 }).x - project({ lat: 0, lng: 0 }).x;
    const dy = project({ lat: 0, lng: 0 }).y - project({ lat: 1, lng: 0 }).y;
    expect(dy / dx).toBeCloseTo(1, 3);
  });

  it('gives a single place some room and picks round graticule steps', () => {
    const b = boundsOf([sites[0]!]);
    expect(b.north - b.south).toBeCloseTo(0.01);
    expect(graticuleStep(0.014)).toBe(0.005);
    expect(graticuleStep(3)).toBe(0.5);
    expect(graticuleStep(8)).toBe(2);
    expect(gridLines(114.2, 114.221, 0.005)).toEqual([114.2, 114.205, 114.21, 114.215, 114.22]);
  });
});

describe('MapView without tiles', () => {
  it('draws markers named by their titles that call the tap action', () => {
    const onPlaceTap = vi.fn();
    render(<MapView label="打卡点位" places={sites} onPlaceTap={onPlaceTap} />);
    const map = screen.getByRole('region', { name: '打卡点位' });
    expect(map).toHaveAttribute('data-map', 'plain');
    fireEvent.click(within(map).getByRole('button', { name: '好汉坡' }));
    expect(onPlaceTap).toHaveBeenCalledWith(sites[1]);
    // East is right, north is up.
    const [gate, top] = [
      screen.getByRole('button', { name: '梧桐山门' }),
      screen.getByRole('button', { name: '大梧桐' }),
    ];
    expect(at(top).x).toBeGreaterThan(at(gate).x);
    expect(at(top).y).toBeLessThan(at(gate).y);
  });

  it('draws the route from 起 to 终, the visitor, and a graticule with its degrees', () => {
    const { container } = render(
      <MapView
        label="路线"
        track={track}
        location={{ lat: 22.5855, lng: 114.2101, accuracy: 30 }}
      />,
    );
    expect(container.querySelectorAll('[data-track] path')).toHaveLength(2);
    expect(screen.getByText('起')).toBeInTheDocument();
    expect(screen.getByText('终')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '我的位置' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg line').length).toBeGreaterThan(2);
    expect(screen.getAllByText(/°E$/).length).toBeGreaterThan(0);
  });

  it('shows markers without an action as named images, and survives an empty map', () => {
    const { unmount } = render(<MapView label="营地" places={sites.slice(0, 1)} />);
    expect(screen.getByRole('img', { name: '梧桐山门' })).toBeInTheDocument();
    unmount();
    render(<MapView label="空" />);
    expect(screen.getByRole('region', { name: '空' })).toBeInTheDocument();
  });
});

describe('MapView with tiles (Leaflet)', () => {
  beforeEach(() => {
    // jsdom lays nothing out: give the map a phone-sized box.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(343);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(260);
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads Leaflet lazily with the tile URL and focusable markers named by their titles', async () => {
    const onPlaceTap = vi.fn();
    const { container } = render(
      <MapView
        label="营地地图"
        places={sites}
        onPlaceTap={onPlaceTap}
        track={track}
        tileUrl="https://tiles.example.org/{z}/{x}/{y}.png"
        attribution="© 示例"
      />,
    );
    // The plain map stands in while the chunk loads.
    expect(screen.getByRole('region', { name: '营地地图' })).toHaveAttribute('data-map', 'plain');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '营地地图' })).toHaveAttribute('data-map', 'tiles'),
    );
    const marker = await screen.findByRole('button', { name: '大梧桐' });
    fireEvent.click(marker);
    expect(onPlaceTap).toHaveBeenCalledWith(sites[2]);
    const tiles = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0]?.getAttribute('src')).toMatch(
      /^https:\/\/tiles\.example\.org\/\d+\/\d+\/\d+\.png$/,
    );
    expect(screen.getByRole('button', { name: '放大' })).toBeInTheDocument();
    expect(container).toHaveTextContent('© 示例');
  });

  it('falls back to the plain map when the tile server cannot be reached', async () => {
    const { container } = render(
      <MapView label="点位" places={sites} tileUrl="https://down.example.org/{z}/{x}/{y}.png" />,
    );
    await waitFor(() =>
      expect(container.querySelectorAll('img.leaflet-tile').length).toBeGreaterThanOrEqual(4),
    );
    for (const tile of container.querySelectorAll('img.leaflet-tile')) fireEvent.error(tile);
    expect(await screen.findByRole('note')).toHaveTextContent('地图加载失败，已显示简图');
    expect(screen.getByRole('region', { name: '点位' })).toHaveAttribute('data-map', 'plain');
    expect(screen.getByRole('img', { name: '大梧桐' })).toBeInTheDocument();
  });
});
