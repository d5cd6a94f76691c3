import {
  QR_DEFAULT_LEVEL,
  QR_DEFAULT_MARGIN,
  qrMatrix,
  qrRuns,
  type QrLevel,
  type QrMatrix,
} from './qr-matrix';

/** The part of CanvasRenderingContext2D a QR code needs (a test can give its own). */
export type QrCanvasContext = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'fillRect' | 'beginPath' | 'rect' | 'fill'
>;

/** Where and how to draw a QR code on a canvas. */
export interface QrDrawOptions {
  x: number;
  y: number;
  /** Edge of the square, quiet zone included, in the context's units. */
  size: number;
  /** Quiet zone in modules. Default 2. */
  margin?: number;
  /** Default '#000'. */
  color?: string;
  /** Default '#fff'; null leaves the background as it is (only on a light, plain background). */
  background?: string | null;
}

/**
 * Draws a QR code on a 2D context, for composing a poster: the background square, then every dark
 * module in one path filled once, so neighbouring modules show no hairline seams at fractional
 * sizes.
 */
export function drawQr(ctx: QrCanvasContext, matrix: QrMatrix, options: QrDrawOptions) {
  const margin = options.margin ?? QR_DEFAULT_MARGIN;
  const cell = options.size / (matrix.size + margin * 2);
  const background = options.background === undefined ? '#fff' : options.background;
  if (background !== null) {
    ctx.fillStyle = background;
    ctx.fillRect(options.x, options.y, options.size, options.size);
  }
  ctx.fillStyle = options.color ?? '#000';
  ctx.beginPath();
  for (const r of qrRuns(matrix))
    ctx.rect(
      options.x + (r.start + margin) * cell,
      options.y + (r.row + margin) * cell,
      r.length * cell,
      cell,
    );
  ctx.fill();
}

/** Options of qrCanvas and qrDataUrl. */
export interface QrImageOptions {
  level?: QrLevel;
  /** Edge in canvas pixels, quiet zone included. Default 256. */
  size?: number;
  margin?: number;
  color?: string;
  background?: string | null;
}

/**
 * A canvas holding the QR code of `text`, with its edge a whole number of pixels per module (so
 * every module is sharp); the edge is at most `size`. Throws where the browser has no 2D canvas.
 */
export function qrCanvas(text: string, options: QrImageOptions = {}): HTMLCanvasElement {
  const matrix = qrMatrix(text, options.level ?? QR_DEFAULT_LEVEL);
  const margin = options.margin ?? QR_DEFAULT_MARGIN;
  const modules = matrix.size + margin * 2;
  const edge = Math.max(1, Math.floor((options.size ?? 256) / modules)) * modules;
  const canvas = document.createElement('canvas');
  canvas.width = edge;
  canvas.height = edge;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('当前浏览器不支持绘制二维码');
  drawQr(ctx, matrix, { ...options, x: 0, y: 0, size: edge, margin });
  return canvas;
}

/**
 * The QR code of `text` as a PNG data URL, for an `<img>` the user can long-press or for a
 * poster drawn elsewhere.
 *
 * @example <img src={qrDataUrl(link, { size: 300 })} alt="店铺二维码" />
 */
export function qrDataUrl(text: string, options: QrImageOptions = {}): string {
  return qrCanvas(text, options).toDataURL('image/png');
}
