import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELLIPSIS, wrapText, type MeasureText } from './wrap-text';

/** A CJK character is 16 wide, anything else 8: roughly a 16 px font. */
const measure: MeasureText = (s) =>
  [...s].reduce((w, ch) => w + (/[\u2e80-\u9fff\uff00-\uffef]/u.test(ch) ? 16 : 8), 0);

describe('wrapText', () => {
  it.each([
    ['周末徒步：梧桐山穿越', 80, 9, ['周末徒步：', '梧桐山穿越']],
    ['Hello world again', 96, 9, ['Hello world', 'again']],
    ['报名 Spring Hike 2025', 96, 9, ['报名 Spring', 'Hike 2025']],
    ['第一行\n第二行', 200, 9, ['第一行', '第二行']],
    ['abcdefghijklmnop', 64, 9, ['abcdefgh', 'ijklmnop']], // a word wider than a line
    ['短', 200, 9, ['短']],
  ])('%s in %i', (text, width, lines, expected) => {
    expect(wrapText(text, width, measure, lines)).toEqual(expected);
  });

  it('ends the last line with an ellipsis when the text does not fit', () => {
    const lines = wrapText('同心志愿者协会二〇二五年春季梧桐山穿越活动开始报名啦', 96, measure, 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('同心志愿者协');
    expect(lines[1]).toMatch(/…$/);
    expect(measure(lines[1] ?? '')).toBeLessThanOrEqual(96);
  });

  it('keeps lines narrow, within the count, and loses nothing that fits (property)', () => {
    const text = fc
      .array(fc.constantFrom('同', '心', '，', 'a', 'bc', 'Hike', ' ', '2025', '\n', '。'), {
        maxLength: 60,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        text,
        fc.integer({ min: 16, max: 200 }),
        fc.integer({ min: 1, max: 6 }),
        (t, w, n) => {
          const lines = wrapText(t, w, measure, n);
          expect(lines.length).toBeLessThanOrEqual(n);
          for (const line of lines) {
            if ([...line].length > 1) expect(measure(line)).toBeLessThanOrEqual(w);
          }
          const squash = (s: string) => s.replace(/\s/g, '');
          const kept = squash(lines.join(''));
          if (!lines.at(-1)?.endsWith(ELLIPSIS)) expect(kept).toBe(squash(t));
          else expect(squash(t).startsWith(kept.slice(0, -1))).toBe(true);
        },
      ),
    );
  });
});
