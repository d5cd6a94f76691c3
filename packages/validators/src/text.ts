const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** `#rgb` or `#rrggbb`, either case. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/**
 * Length as a text area counts it against its maximum: a line break counts as two characters.
 * `\r\n` is one line break.
 *
 * @example textLength('ab\ncd') // 6
 */
export function textLength(value: string): number {
  let length = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 13 /* \r */) {
      length += 2;
      if (value.charCodeAt(i + 1) === 10) i++;
    } else {
      length += c === 10 ? 2 : 1;
    }
  }
  return length;
}
