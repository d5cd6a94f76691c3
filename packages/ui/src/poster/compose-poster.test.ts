import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import {
  POSTER_SIZE,
  PosterError,
  composePoster,
  coverRect,
  posterLayout,
  posterScale,
  type PosterCanvas,
  type PosterContext,
  type PosterEnvironment,
} from './compose-poster';

type Call = [name: string, ...args: unknown[]];

/** A 2D context that records what is drawn; text is 1 unit per px of font size per character. */
function recordingContext(calls: Call[], rects: number[][]) {
  let font = '16px';
  const ctx = {
    fillStyle: '' as unknown,
    strokeStyle: '',
    lineWidth: 1,
    textAlign: 'left',
    textBaseline: 'alphabetic',
    shadowColor: '',
    shadowBlur: 0,
    shadowOffsetY: 0,
    get font() {
      return font;
    },
    set font(f: string) {
      font = f;
    },
    measureText: (s: string) => ({
      width: [...s].length * Number(/(\d+)px/.exec(font)?.[1] ?? 16),
    }),
    createLinearGradient: () => ({ addColorStop: () => undefined }),
    rect: (...r: number[]) => void rects.push(r),
  };
  return new Proxy(ctx, {
    get(target, key: string) {
      if (key in target) return target[key as keyof typeof target];
      return (...args: unknown[]) => void calls.push([key, ...args]);
    },
  }) as unknown as PosterContext;
}

function fakeEnvironment(options: { fail?: string[]; exportFails?: boolean } = {}) {
  const calls: Call[] = [];
  const rects: number[][] = [];
  const canvases: PosterCanvas[] = [];
  const loaded: string[] = [];
  const env: PosterEnvironment = {
    createCanvas(width, height) {
      const canvas: PosterCanvas = {
        width,
        height,
        getContext: () => recordingContext(calls, rects),
        toDataURL: (type) => {
          if (options.exportFails) throw new DOMException('tainted', 'SecurityError');
          return `data:${type};base64,UE5H`;
        },
      };
      canvases.push(canvas);
      return canvas;
    },
    async loadImage(src) {
      loaded.push(src);
      if (options.fail?.includes(src)) throw new Error('404');
      return { source: { src } as unknown as CanvasImageSource, width: 750, height: 1000 };
    },
  };
  return { env, calls, rects, canvases, loaded };
}

const data = {
  bgImg: 'https://cdn.example.org/bg.jpg',
  userImg: 'https://cdn.example.org/me.jpg',
  userName: '李小同',
  title: '同心志愿者协会二〇二五年春季梧桐山穿越活动开始报名啦，欢迎带上家人朋友一起参加',
  dstUrl: 'https://h5.example.org/app/act/1000/detail/7?multiDisKey=K9',
};

const texts = (calls: Call[]) => calls.filter((c) => c[0] === 'fillText').map((c) => c[1]);

describe('composePoster', () => {
  it('draws background, avatar, name, wrapped title and a readable QR at the pixel ratio', async () => {
    const { env, calls, rects, canvases, loaded } = fakeEnvironment();
    const url = await composePoster(data, { environment: env, scale: 2 });
    expect(url).toBe('data:image/png;base64,UE5H');
    expect(loaded).toEqual([data.bgImg, data.userImg]);
    expect(canvases[0]).toMatchObject({ width: 750, height: 1334 });
    expect(calls[0]).toEqual(['scale', 2, 2]);

    const images = calls.filter((c) => c[0] === 'drawImage');
    // The 750×1000 background is cropped to the poster's 9:16, centred.
    const c = coverRect(750, 1000, POSTER_SIZE.width, POSTER_SIZE.height);
    expect(images[0]).toEqual([
      'drawImage',
      { src: data.bgImg },
      c.sx,
      c.sy,
      c.sw,
      c.sh,
      0,
      0,
      375,
      667,
    ]);
    expect(images[1]?.[1]).toEqual({ src: data.userImg });

    const written = texts(calls);
    expect(written).toContain('李小同');
    expect(written).toContain('长按识别二维码');
    const layout = posterLayout();
    const titleLines = written
      .slice(written.indexOf('李小同') + 1, written.indexOf('长按识别二维码'))
      .map(String);
    expect(titleLines).toHaveLength(3);
    expect(titleLines.join('').replace('…', '')).toBe(
      data.title.slice(0, titleLines.join('').length - 1),
    );
    expect(titleLines[2]).toMatch(/…$/);
    for (const line of titleLines)
      expect(String(line).length * 16).toBeLessThanOrEqual(layout.title.w);

    // The QR's rects, painted at 4 px per poster px, read back as dstUrl.
    const { qr } = layout;
    const px = qr.size * 4;
    const img = new Uint8ClampedArray(px * px * 4).fill(255);
    for (const [x = 0, y = 0, w = 0, h = 0] of rects) {
      for (let j = Math.round((y - qr.y) * 4); j < Math.round((y - qr.y + h) * 4); j++)
        for (let i = Math.round((x - qr.x) * 4); i < Math.round((x - qr.x + w) * 4); i++) {
          const at = (j * px + i) * 4;
          img[at] = img[at + 1] = img[at + 2] = 0;
        }
    }
    expect(jsQR(img, px, px)?.data).toBe(data.dstUrl);
  });

  it("puts the name's first character in place of an avatar that will not load", async () => {
    const { env, calls } = fakeEnvironment({ fail: [data.userImg] });
    await composePoster(data, { environment: env, scale: 1 });
    expect(texts(calls)).toContain('李');
    expect(calls.filter((c) => c[0] === 'drawImage')).toHaveLength(1);
  });

  it('draws a gradient when there is no background image', async () => {
    const { env, calls, loaded } = fakeEnvironment();
    await composePoster(
      { ...data, bgImg: undefined, userImg: undefined },
      { environment: env, scale: 1 },
    );
    expect(loaded).toEqual([]);
    expect(calls.find((c) => c[0] === 'fillRect')).toEqual(['fillRect', 0, 0, 375, 667]);
    expect(texts(calls)).toContain('李');
  });

  it('says the background failed when it cannot be loaded', async () => {
    const { env } = fakeEnvironment({ fail: [data.bgImg] });
    const error = await composePoster(data, { environment: env }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PosterError);
    expect(error).toMatchObject({ reason: 'background', message: '海报背景图片加载失败' });
  });

  it('says the poster failed when the canvas cannot be exported (a tainted canvas)', async () => {
    const { env } = fakeEnvironment({ exportFails: true });
    await expect(composePoster(data, { environment: env })).rejects.toMatchObject({
      reason: 'render',
      message: '海报生成失败',
    });
  });
});

describe('posterScale and coverRect', () => {
  it('uses the device pixel ratio between 1 and 3', () => {
    expect(posterScale(2)).toBe(2);
    expect(posterScale(4)).toBe(3);
    expect(posterScale(0)).toBe(1);
    expect(posterScale(Number.NaN)).toBe(1);
  });

  it('crops the middle of a wide image for a tall box', () => {
    expect(coverRect(200, 100, 50, 100)).toEqual({ sx: 75, sy: 0, sw: 50, sh: 100 });
  });
});
