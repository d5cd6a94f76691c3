import { encode } from 'uqr';

/**
 * Error-correction level: the share of the code that may be damaged or covered and still read
 * (L 7 %, M 15 %, Q 25 %, H 30 %). Higher levels make a denser code for the same text.
 */
export type QrLevel = 'L' | 'M' | 'Q' | 'H';

/** The modules of a QR code, without its quiet zone: `modules[row][column]`, true for dark. */
export interface QrMatrix {
  size: number;
  modules: readonly (readonly boolean[])[];
}

/** Default level: M survives a crease or a smudge on a printed poster; L would be too fragile. */
export const QR_DEFAULT_LEVEL: QrLevel = 'M';
/**
 * Default quiet zone in modules. The standard asks for 4; phone scanners (WeChat's included) read
 * 2 on a light background, and on a 375 px screen the two extra modules per side cost a tenth of
 * the code's size. Pass 4 for print.
 */
export const QR_DEFAULT_MARGIN = 2;

/**
 * Encodes text (UTF-8, so Chinese works) as a QR code at the given level, the smallest version
 * that holds it. Throws when the text is too long for any version (about 2,300 bytes at M).
 *
 * @example qrMatrix('https://h5.example.org/app/act/1000/detail/7').size // 33
 */
export function qrMatrix(text: string, level: QrLevel = QR_DEFAULT_LEVEL): QrMatrix {
  const { size, data } = encode(text, { ecc: level, border: 0 });
  return { size, modules: data };
}

/**
 * One SVG path of the dark modules, in module units (draw it in a `0 0 size size` box shifted by
 * the margin). Runs of dark modules in a row become one rectangle, so a URL's code is a few
 * hundred short commands rather than a thousand rects.
 */
export function qrPath(matrix: QrMatrix, margin = 0): string {
  let d = '';
  matrix.modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      d += `M${start + margin} ${y + margin}h${x - start}v1h${start - x}z`;
    }
  });
  return d;
}
