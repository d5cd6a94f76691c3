import { drawQr, type QrCanvasContext } from '../qr/qr-canvas';
import { qrMatrix } from '../qr/qr-matrix';
import { wrapText } from './wrap-text';

/** Spec §3's Poster: the QR code is drawn from dstUrl. */
export interface PosterData {
  /** The background, drawn to cover the whole poster. Without it, a soft gradient. */
  bgImg?: string;
  /** The sharer's avatar. If it cannot be loaded, the first character of the name stands in. */
  userImg?: string;
  userName: string;
  title: string;
  /** The link the QR code opens. */
  dstUrl: string;
}

/** The part of CanvasRenderingContext2D the poster uses (a test gives a recording one). */
export type PosterContext = QrCanvasContext &
  Pick<
    CanvasRenderingContext2D,
    | 'font'
    | 'textAlign'
    | 'textBaseline'
    | 'strokeStyle'
    | 'lineWidth'
    | 'shadowColor'
    | 'shadowBlur'
    | 'shadowOffsetY'
    | 'save'
    | 'restore'
    | 'scale'
    | 'clip'
    | 'arc'
    | 'moveTo'
    | 'arcTo'
    | 'closePath'
    | 'stroke'
    | 'drawImage'
    | 'fillText'
    | 'measureText'
    | 'createLinearGradient'
  >;

/** What composePoster draws on: an HTMLCanvasElement in a browser. */
export interface PosterCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): PosterContext | null;
  toDataURL(type: string): string;
}

/** An image ready to draw; its natural size decides how it is cropped. */
export interface PosterImage {
  source: CanvasImageSource;
  width: number;
  height: number;
}

/** How the poster gets a canvas and its images: the browser's by default, a fake in tests. */
export interface PosterEnvironment {
  createCanvas(width: number, height: number): PosterCanvas;
  loadImage(src: string): Promise<PosterImage>;
}

/** Why a poster could not be made; `message` is what the user reads. */
export class PosterError extends Error {
  constructor(
    readonly reason: 'background' | 'render',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PosterError';
  }
}

export const POSTER_MESSAGES = {
  background: '海报背景图片加载失败',
  render: '海报生成失败',
  qrCaption: '长按识别二维码',
} as const;

/** The poster's size in CSS px: a phone screen's 9:16, drawn at the device's pixel ratio. */
export const POSTER_SIZE = { width: 375, height: 667 } as const;

/** Device pixels per CSS pixel, at most 3 (beyond that the PNG grows and nothing looks sharper). */
export function posterScale(dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio) {
  return Math.min(3, Math.max(1, Number.isFinite(dpr) && dpr > 0 ? dpr : 1));
}

/** The part of an image (sx, sy, sw, sh) that covers a box of the given size, centred. */
export function coverRect(imgW: number, imgH: number, boxW: number, boxH: number) {
  const ratio = Math.max(boxW / imgW, boxH / imgH);
  const sw = boxW / ratio;
  const sh = boxH / ratio;
  return { sx: (imgW - sw) / 2, sy: (imgH - sh) / 2, sw, sh };
}

const FONT = '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", sans-serif';
const PAD = 16;
const AVATAR = 40;
const QR = 104;
const TITLE_SIZE = 16;
const TITLE_LINE = 22;
const TITLE_LINES = 3;

/** Card geometry, in CSS px of the poster. */
export function posterLayout(
  width: number = POSTER_SIZE.width,
  height: number = POSTER_SIZE.height,
) {
  const cardW = width - PAD * 2;
  const inner = Math.max(AVATAR + 12 + TITLE_LINE * TITLE_LINES, QR + 8 + 14);
  const cardH = PAD + inner + PAD;
  const card = { x: PAD, y: height - PAD - cardH, w: cardW, h: cardH };
  const qr = { x: card.x + cardW - PAD - QR, y: card.y + PAD, size: QR };
  const textX = card.x + PAD;
  const textW = qr.x - 12 - textX;
  return {
    width,
    height,
    card,
    qr,
    avatar: { x: textX, y: card.y + PAD, size: AVATAR },
    name: { x: textX + AVATAR + 10, y: card.y + PAD + AVATAR / 2, w: textW - AVATAR - 10 },
    title: { x: textX, y: card.y + PAD + AVATAR + 12, w: textW },
    caption: { x: qr.x + QR / 2, y: qr.y + QR + 8 },
  };
}

function roundRectPath(ctx: PosterContext, x: number, y: number, w: number, h: number, r: number) {
  // Our own path: CanvasRenderingContext2D.roundRect is missing from older WeChat webviews.
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** The browser's canvas and images; images ask for CORS so the canvas can still be exported. */
export const browserPosterEnvironment: PosterEnvironment = {
  createCanvas(width, height) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas as unknown as PosterCanvas;
  },
  loadImage(src) {
    return new Promise((resolve, reject) => {
      const img = new Image();
      // Without CORS a cross-origin image taints the canvas and toDataURL throws.
      img.crossOrigin = 'anonymous';
      img.decoding = 'async';
      img.onload = () =>
        resolve({ source: img, width: img.naturalWidth, height: img.naturalHeight });
      img.onerror = () => reject(new Error(`image failed: ${src}`));
      img.src = src;
    });
  },
};

/** Options of composePoster. */
export interface ComposePosterOptions {
  /** Device pixels per CSS px. Default posterScale() (the device's, at most 3). */
  scale?: number;
  environment?: PosterEnvironment;
  /** Under the QR code. Default 长按识别二维码. */
  qrCaption?: string;
}

/**
 * Draws spec §3's Poster on a canvas and returns it as a PNG data URL: the background covering
 * the poster, a white card at the bottom with the avatar (round) and name, the title wrapped to
 * three lines (ellipsis after), and the QR code of dstUrl with 长按识别二维码 under it.
 * A data URL rather than a blob URL, because WeChat's long-press menu cannot save blob: images.
 * Rejects with a PosterError: `background` when the background cannot be loaded, `render` when
 * the canvas cannot be drawn or exported (a background served without CORS headers taints it).
 */
export async function composePoster(
  data: PosterData,
  options: ComposePosterOptions = {},
): Promise<string> {
  const env = options.environment ?? browserPosterEnvironment;
  const scale = options.scale ?? posterScale();
  const layout = posterLayout();
  const [bg, avatar] = await Promise.all([
    data.bgImg
      ? env.loadImage(data.bgImg).catch((cause: unknown) => {
          throw new PosterError('background', POSTER_MESSAGES.background, { cause });
        })
      : null,
    // A missing avatar is not worth failing the poster for: its initial stands in.
    data.userImg ? env.loadImage(data.userImg).catch(() => null) : null,
  ]);

  try {
    const canvas = env.createCanvas(
      Math.round(layout.width * scale),
      Math.round(layout.height * scale),
    );
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.scale(scale, scale);

    if (bg) {
      const c = coverRect(bg.width, bg.height, layout.width, layout.height);
      ctx.drawImage(bg.source, c.sx, c.sy, c.sw, c.sh, 0, 0, layout.width, layout.height);
    } else {
      const g = ctx.createLinearGradient(0, 0, 0, layout.height);
      g.addColorStop(0, '#ffe7d6');
      g.addColorStop(1, '#f7f8fa');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, layout.width, layout.height);
    }

    const { card } = layout;
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,.12)';
    ctx.shadowBlur = 12;
    ctx.shadowOffsetY = 2;
    ctx.fillStyle = '#fff';
    roundRectPath(ctx, card.x, card.y, card.w, card.h, 12);
    ctx.fill();
    ctx.restore();

    const a = layout.avatar;
    const r = a.size / 2;
    ctx.save();
    ctx.beginPath();
    ctx.arc(a.x + r, a.y + r, r, 0, Math.PI * 2);
    ctx.closePath();
    ctx.clip();
    if (avatar) {
      const c = coverRect(avatar.width, avatar.height, a.size, a.size);
      ctx.drawImage(avatar.source, c.sx, c.sy, c.sw, c.sh, a.x, a.y, a.size, a.size);
    } else {
      ctx.fillStyle = '#1989fa';
      ctx.fillRect(a.x, a.y, a.size, a.size);
      ctx.fillStyle = '#fff';
      ctx.font = `600 18px ${FONT}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText([...data.userName.trim()][0] ?? '同', a.x + r, a.y + r);
    }
    ctx.restore();

    const measure = (s: string) => ctx.measureText(s).width;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#323233';
    ctx.font = `600 15px ${FONT}`;
    const [name = ''] = wrapText(data.userName.replace(/\s+/g, ' '), layout.name.w, measure, 1);
    ctx.fillText(name, layout.name.x, layout.name.y);

    ctx.textBaseline = 'top';
    ctx.font = `${TITLE_SIZE}px ${FONT}`;
    wrapText(data.title, layout.title.w, measure, TITLE_LINES).forEach((line, i) => {
      ctx.fillText(
        line,
        layout.title.x,
        layout.title.y + i * TITLE_LINE + (TITLE_LINE - TITLE_SIZE) / 2,
      );
    });

    drawQr(ctx, qrMatrix(data.dstUrl, 'M'), {
      x: layout.qr.x,
      y: layout.qr.y,
      size: layout.qr.size,
      margin: 1,
    });
    ctx.fillStyle = '#646566';
    ctx.font = `11px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.fillText(
      options.qrCaption ?? POSTER_MESSAGES.qrCaption,
      layout.caption.x,
      layout.caption.y,
    );

    return canvas.toDataURL('image/png');
  } catch (cause) {
    throw new PosterError('render', POSTER_MESSAGES.render, { cause });
  }
}
