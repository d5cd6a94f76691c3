/**
 * A database error caused by the request's data rather than by the server: PostgreSQL's class 22
 * ("data exception": a number out of a column's range, NUL or invalid Unicode in text, text that
 * is not a number) and 54000 (a value too large for an index). The params shapes refuse such
 * input before it reaches a handler (catalogue/shapes.ts); this is the net below them, so a
 * declaration that forgets a bound answers 400, not 500. It is still logged as an error.
 */
export function dataRefusal(error: unknown): { code: 400; msg: string } | null {
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000')) {
      return { code: 400, msg: '参数错误：数值超出范围或含有不允许的字符' };
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}
