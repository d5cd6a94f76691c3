import { z } from 'zod';
import { type DecodeSummary, MAX_DECODE_PIXELS, refusedBeforeDecoding } from './image-decode';
import { IMAGE_MIME, readImageHeader, sniffFormat } from './image-header';
import { imagePool } from './image-pool';
import { PoolBusyError } from './worker-pool';
import { signedPost } from './signed-post';

export interface FaceCheckInput {
  /** The photo's bytes. */
  image: Buffer;
  /** The applicant's name and national ID number, from the form. */
  name: string;
  idCode: string;
}

export interface FaceCheckResult {
  succ: boolean;
  msg: string;
  /** What a face-detection service read, when it answers them; else the form's are shown. */
  name?: string;
  idCode?: string;
}

/**
 * Checks a photo is a usable portrait of the applicant. Chosen by FACE_PROVIDER
 * (src/providers/index.ts): `local` checks the image itself, `http` asks a face-detection service.
 */
export interface FaceProvider {
  check(input: FaceCheckInput): Promise<FaceCheckResult>;
}

/** Portrait photo rules of the local provider. */
export const PORTRAIT_RULES = {
  minWidth: 295,
  minHeight: 413,
  minBytes: 10 * 1024,
  /** width / height: a one-inch ID photo is 25 × 35 mm (0.71); 0.6–0.85 is accepted. */
  minAspect: 0.6,
  maxAspect: 0.85,
  /** Brightness spread below which a picture is blank, not a photo. */
  minSpread: 3,
} as const;

/** The face check's messages (shown to the applicant on the result rows). */
export const FACE_MESSAGES = {
  unknown: '无法识别的图片，请重新拍摄',
  format: '证件照仅支持 JPG 或 PNG 格式，请重新拍摄或选择 JPG、PNG 照片',
  corrupt: '照片文件已损坏或不完整，请重新上传',
  tooLarge: `照片尺寸过大（超过 ${MAX_DECODE_PIXELS / 1_000_000} 百万像素），请压缩后重新上传`,
  busy: '当前检测人数较多，请稍后再试',
  blurry: '照片过于模糊，请重新拍摄',
  blank: '照片内容为空白，请重新拍摄',
  portrait: '请上传竖版证件照（宽高比约 5:7）',
  identity: '请先在基本信息中填写姓名和身份证号',
  passed: '人脸检测通过',
  unavailable: '人脸检测服务暂不可用，请稍后再试',
} as const;

/** Decodes a photo off the event loop: the process's image pool (worker threads). */
export type PhotoDecoder = (bytes: Uint8Array) => Promise<DecodeSummary>;

const decodeInPool: PhotoDecoder = (bytes) => imagePool().run(bytes);

/**
 * Checks a photo is a plausible portrait ID photo: JPEG or PNG of at most MAX_DECODE_PIXELS (read
 * from the header, before decoding), decoded completely in a worker thread, at least 295 × 413
 * pixels and 10 KB, portrait aspect 0.6–0.85, not blank; and that the form has a name and an ID
 * number. GIF, BMP and WebP are refused with a message asking for a JPG or PNG photo; when every
 * worker is busy and the queue is full, the check fails at once with "try later".
 */
export class LocalFaceProvider implements FaceProvider {
  constructor(private readonly decode: PhotoDecoder = decodeInPool) {}

  async check({ image, name, idCode }: FaceCheckInput): Promise<FaceCheckResult> {
    const fail = (msg: string) => ({ succ: false, msg });
    const header = readImageHeader(image);
    if (!header) return fail(FACE_MESSAGES.unknown);
    const refused = refusedBeforeDecoding(header);
    if (refused) return fail(refused === 'format' ? FACE_MESSAGES.format : FACE_MESSAGES.tooLarge);
    let outcome: DecodeSummary;
    try {
      outcome = await this.decode(image);
    } catch (error) {
      return fail(error instanceof PoolBusyError ? FACE_MESSAGES.busy : FACE_MESSAGES.unavailable);
    }
    if (!outcome.ok) {
      if (outcome.reason === 'format') return fail(FACE_MESSAGES.format);
      if (outcome.reason === 'too-large') return fail(FACE_MESSAGES.tooLarge);
      return fail(outcome.reason === 'corrupt' ? FACE_MESSAGES.corrupt : FACE_MESSAGES.unknown);
    }
    const { width, height } = outcome;
    if (image.length < PORTRAIT_RULES.minBytes) return fail(FACE_MESSAGES.blurry);
    if (width < PORTRAIT_RULES.minWidth || height < PORTRAIT_RULES.minHeight) {
      return fail(`照片尺寸过小，至少 ${PORTRAIT_RULES.minWidth}×${PORTRAIT_RULES.minHeight} 像素`);
    }
    const aspect = width / height;
    if (aspect < PORTRAIT_RULES.minAspect || aspect > PORTRAIT_RULES.maxAspect) return fail(FACE_MESSAGES.portrait);
    if (outcome.spread < PORTRAIT_RULES.minSpread) return fail(FACE_MESSAGES.blank);
    if (!name || !idCode) return fail(FACE_MESSAGES.identity);
    return { succ: true, msg: FACE_MESSAGES.passed };
  }
}

/** What a face-detection service answers. */
const serviceReply = z.object({ succ: z.boolean(), idCode: z.string(), msg: z.string(), name: z.string() });

/**
 * A face-detection service over HTTP (FACE_PROVIDER=http): POSTs `{ image (base64), mime, name,
 * idCode }` as JSON to FACE_HTTP_URL, signed with FACE_HTTP_SECRET (see signed-post.ts), and
 * expects `{ succ, idCode, msg, name }`. An unreachable service, a non-2xx status or another
 * shape is a failed check with a "try later" message, never a pass.
 */
export class HttpFaceProvider implements FaceProvider {
  constructor(
    private readonly cfg: { url: string; secret: string; timeoutMs: number },
    private readonly now: () => number = Date.now,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async check({ image, name, idCode }: FaceCheckInput): Promise<FaceCheckResult> {
    const format = sniffFormat(image);
    const mime = format ? IMAGE_MIME[format] : 'application/octet-stream';
    try {
      const { status, json } = await signedPost({
        url: this.cfg.url,
        secret: this.cfg.secret,
        body: { image: image.toString('base64'), mime, name, idCode },
        timeoutMs: this.cfg.timeoutMs,
        now: this.now,
        fetchImpl: this.fetchImpl,
      });
      const reply = serviceReply.safeParse(json);
      if (status < 200 || status >= 300 || !reply.success) return { succ: false, msg: FACE_MESSAGES.unavailable };
      return reply.data;
    } catch {
      return { succ: false, msg: FACE_MESSAGES.unavailable };
    }
  }
}
