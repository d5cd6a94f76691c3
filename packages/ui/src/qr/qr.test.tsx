import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import jsQR from 'jsqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawQr, qrCanvas, qrDataUrl, type QrCanvasContext } from './qr-canvas';
import { QrCode } from './qr-code';
import { qrMatrix, qrPath, type QrLevel } from './qr-matrix';

type Rect = [x: number, y: number, w: number, h: number];

/** Paints dark rects on a white RGBA image, `scale` pixels per unit: what a scanner's camera sees. */
function rasterise(edge: number, rects: Rect[], scale = 4) {
  const px = edge * scale;
  const data = new Uint8ClampedArray(px * px * 4).fill(255);
  for (const [x, y, w, h] of rects) {
    for (let j = Math.round(y * scale); j < Math.round((y + h) * scale); j++)
      for (let i = Math.round(x * scale); i < Math.round((x + w) * scale); i++) {
        const at = (j * px + i) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
  }
  return jsQR(data, px, px)?.data ?? null;
}

/** The rects of an `M x y h w v 1 h -w z` path as qrPath writes it. */
function pathRects(d: string): Rect[] {
  return [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)].map(
    (m) => [Number(m[1]), Number(m[2]), Number(m[3]), 1] as Rect,
  );
}

const LINK = 'https://h5.example.org/app/act/1000/detail/7?multiDisKey=Ab3_x&cid=1001';

describe('qrMatrix', () => {
  it('encodes UTF-8 text that a decoder reads back, at every level', () => {
    for (const level of ['L', 'M', 'Q', 'H'] as QrLevel[]) {
      for (const text of [LINK, '同心志愿者协会 · 签到码 0731', 'A']) {
        const m = qrMatrix(text, level);
        expect(rasterise(m.size + 4, pathRects(qrPath(m, 2)))).toBe(text);
      }
    }
  });

  it('makes a denser code for a higher level', () => {
    expect(qrMatrix(LINK, 'H').size).toBeGreaterThan(qrMatrix(LINK, 'L').size);
  });

  it('has the finder patterns of the standard in three corners', () => {
    const m = qrMatrix('HELLO', 'L');
    expect(m.size).toBe(21); // version 1
    const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    const read = (r0: number, c0: number) =>
      finder.map((_, r) =>
        Array.from({ length: 7 }, (__, c) => (m.modules[r0 + r]?.[c0 + c] ? '1' : '0')).join(''),
      );
    expect(read(0, 0)).toEqual(finder);
    expect(read(0, 14)).toEqual(finder);
    expect(read(14, 0)).toEqual(finder);
  });

  it('round-trips any short text (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }), (text) => {
        const m = qrMatrix(text, 'M');
        expect(rasterise(m.size + 4, pathRects(qrPath(m, 2)), 3)).toBe(text);
      }),
      { numRuns: 25 },
    );
  });

  it('refuses text too long for any version', () => {
    expect(() => qrMatrix('x'.repeat(5000))).toThrow();
  });
});

describe('drawQr', () => {
  it('draws a background and one filled path of the dark modules, readable at fractional sizes', () => {
    const rects: Rect[] = [];
    const calls: string[] = [];
    const ctx: QrCanvasContext = {
      fillStyle: '',
      fillRect: (...r: Rect) => calls.push(`fillRect ${r.join(',')}`),
      beginPath: () => calls.push('beginPath'),
      rect: (...r: Rect) => void rects.push(r),
      fill: () => calls.push('fill'),
    };
    const m = qrMatrix(LINK);
    const edge = m.size + 4;
    // 10 units at an offset: each module is 10 / edge units wide, not a whole number.
    drawQr(ctx, m, { x: 3, y: 5, size: 10 });
    expect(calls).toEqual(['fillRect 3,5,10,10', 'beginPath', 'fill']);
    const unit = edge / 10;
    const back = rects.map(
      ([x, y, w, h]) => [(x - 3) * unit, (y - 5) * unit, w * unit, h * unit] as Rect,
    );
    expect(rasterise(edge, back)).toBe(LINK);
  });
});

describe('qrCanvas and qrDataUrl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sizes the canvas to whole pixels per module and draws the code on it', () => {
    const rects: Rect[] = [];
    const ctx = {
      fillStyle: '',
      fillRect() {},
      beginPath() {},
      rect: (...r: Rect) => void rects.push(r),
      fill() {},
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      ctx as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AA');
    const m = qrMatrix(LINK);
    const edge = m.size + 4;
    const canvas = qrCanvas(LINK, { size: 300 });
    expect(canvas.width).toBe(Math.floor(300 / edge) * edge);
    expect(canvas.width % edge).toBe(0);
    const unit = edge / canvas.width;
    expect(
      rasterise(
        edge,
        rects.map(([x, y, w, h]) => [x * unit, y * unit, w * unit, h * unit]),
      ),
    ).toBe(LINK);
    expect(qrDataUrl(LINK)).toBe('data:image/png;base64,AA');
  });

  it('says the browser cannot draw when there is no 2D canvas', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(() => qrCanvas('A')).toThrow('当前浏览器不支持绘制二维码');
  });
});

describe('QrCode', () => {
  it('is an image named by its label, sized in CSS, at the chosen level', () => {
    render(<QrCode value={LINK} label="店铺二维码" size="40vw" level="H" />);
    const svg = screen.getByRole('img', { name: '店铺二维码' });
    expect(svg).toHaveStyle({ width: '40vw', height: '40vw' });
    expect(svg).toHaveAttribute('data-level', 'H');
    const m = qrMatrix(LINK, 'H');
    expect(svg).toHaveAttribute('viewBox', `0 0 ${m.size + 4} ${m.size + 4}`);
    const d = svg.querySelector('path')?.getAttribute('d') ?? '';
    expect(rasterise(m.size + 4, pathRects(d))).toBe(LINK);
  });

  it('takes a number as px and a custom quiet zone', () => {
    render(<QrCode value="A" label="码" size={96} margin={4} />);
    const svg = screen.getByRole('img', { name: '码' });
    expect(svg).toHaveStyle({ width: '96px' });
    expect(svg).toHaveAttribute('viewBox', '0 0 29 29');
  });

  it('says so instead of breaking when the text cannot be encoded', () => {
    render(<QrCode value={'x'.repeat(5000)} label="分享二维码" />);
    expect(screen.getByRole('img', { name: '分享二维码' })).toHaveTextContent('无法生成二维码');
  });
});
