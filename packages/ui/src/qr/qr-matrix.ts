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

/** Runs of dark modules along each row: one rectangle each, instead of one per module. */
export function qrRuns(matrix: QrMatrix): { row: number; start: number; length: number }[] {
  const runs: { row: number; start: number; length: number }[] = [];
  matrix.modules.forEach((modules, row) => {
    let x = 0;
    while (x < modules.length) {
      if (!modules[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < modules.length && modules[x]) x += 1;
      runs.push({ row, start, length: x - start });
    }
  });
  return runs;
}

/**
 * One SVG path of the dark modules, in module units, shifted by `margin` (draw it in a
 * `0 0 size+2·margin` box). A URL's code is a few hundred short commands, not a thousand rects.
 */
export function qrPath(matrix: QrMatrix, margin = 0): string {
  return qrRuns(matrix)
    .map((r) => `M${r.start + margin} ${r.row + margin}h${r.length}v1h${-r.length}z`)
    .join('');
}
