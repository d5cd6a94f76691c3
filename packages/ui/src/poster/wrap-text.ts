/** Measures a text's width in the units it is drawn in (a canvas context's measureText). */
export type MeasureText = (text: string) => number;

export const ELLIPSIS = '…';

/**
 * Pieces a line may break between: each CJK character (and its closing punctuation) alone, a run
 * of other characters as one word with the spaces after it. So Chinese breaks anywhere and an
 * English word or a number stays whole unless it is wider than a line.
 */
function tokens(text: string): string[] {
  return (
    text.match(
      /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef][，。、！？；：」』）》】”’,.!?;:)]*|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+\s*|\s+/gu,
    ) ?? []
  );
}

/** Cuts `text` so that it plus the ellipsis fits `maxWidth`. */
function withEllipsis(text: string, maxWidth: number, measure: MeasureText): string {
  const chars = [...text.trimEnd()];
  while (chars.length && measure(chars.join('') + ELLIPSIS) > maxWidth) chars.pop();
  return chars.join('').trimEnd() + ELLIPSIS;
}

/**
 * Breaks text into lines no wider than `maxWidth`, at most `maxLines` of them; when the text does
 * not fit, the last line ends with an ellipsis. Line breaks in the text are kept; spaces at the
 * ends of lines are dropped. Only a single character wider than a line can overflow it.
 *
 * @example wrapText('周末徒步：梧桐山穿越', 80, (s) => s.length * 16, 2) // ['周末徒步：', '梧桐山穿越']
 */
export function wrapText(
  text: string,
  maxWidth: number,
  measure: MeasureText,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const all: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    const push = () => {
      all.push(line.trimEnd());
      line = '';
    };
    for (const token of tokens(paragraph)) {
      if (measure((line + token).trimEnd()) <= maxWidth) {
        line += token;
        continue;
      }
      if (line.trim()) push();
      const word = token.trimStart();
      if (measure(word.trimEnd()) <= maxWidth) {
        line = word;
        continue;
      }
      // A word wider than a line: break it between characters.
      for (const ch of word) {
        if (line && measure((line + ch).trimEnd()) > maxWidth) push();
        if (line || !/\s/.test(ch)) line += ch;
      }
    }
    push();
  }
  if (all.length <= maxLines) return all;
  const lines = all.slice(0, Math.max(0, maxLines));
  const last = lines.length - 1;
  if (last >= 0) lines[last] = withEllipsis(lines[last] ?? '', maxWidth, measure);
  return lines;
}
