import { readImageHeader } from './image-header';

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
}

/**
 * Checks a photo is a usable portrait of the applicant. The local provider checks the image
 * itself; a face-detection service implements the same interface and is chosen by FACE_PROVIDER.
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
} as const;

/**
 * Decodes the header and checks a plausible portrait ID photo: jpg or png, at least 295 × 413
 * pixels, at least 10 KB, portrait aspect 0.6–0.85; and that the form has a name and an ID number.
 */
export class LocalFaceProvider implements FaceProvider {
  async check({ image, name, idCode }: FaceCheckInput): Promise<FaceCheckResult> {
    const header = readImageHeader(image);
    if (!header) return { succ: false, msg: '无法识别的图片，请重新拍摄' };
    if (header.format !== 'jpg' && header.format !== 'png') return { succ: false, msg: '请上传 jpg 或 png 格式的照片' };
    if (image.length < PORTRAIT_RULES.minBytes) return { succ: false, msg: '照片过于模糊，请重新拍摄' };
    if (header.width < PORTRAIT_RULES.minWidth || header.height < PORTRAIT_RULES.minHeight) {
      return { succ: false, msg: `照片尺寸过小，至少 ${PORTRAIT_RULES.minWidth}×${PORTRAIT_RULES.minHeight} 像素` };
    }
    const aspect = header.width / header.height;
    if (aspect < PORTRAIT_RULES.minAspect || aspect > PORTRAIT_RULES.maxAspect) {
      return { succ: false, msg: '请上传竖版证件照（宽高比约 5:7）' };
    }
    if (!name || !idCode) return { succ: false, msg: '请先在基本信息中填写姓名和身份证号' };
    return { succ: true, msg: '人脸检测通过' };
  }
}
