import { describe, expect, it } from 'vitest';
import { z as classic } from 'zod';
import * as z from 'zod/mini';
import {
  fen,
  flagParam,
  idListParam,
  idParam,
  intParam,
  isFitText,
  MAX_INT,
  pagedByPageNo,
  PARAM_MESSAGES,
  textParam,
} from './shapes';

/*
 * The shared shapes moved from zod classic to zod/mini (the community first load, 2026-11-28):
 * each one here is held to its classic definition as it was, value by value — what it accepts,
 * what it makes of it, and the words of each refusal.
 */
const before = {
  intParam: classic.coerce
    .number<number | string>()
    .int()
    .min(-MAX_INT - 1, PARAM_MESSAGES.range)
    .max(MAX_INT, PARAM_MESSAGES.range),
  get idParam() {
    return this.intParam.positive();
  },
  textParam(max = 200, min = 0) {
    const text = min > 0 ? classic.string().min(min).max(max) : classic.string().max(max);
    return text.refine(isFitText, PARAM_MESSAGES.text);
  },
  idListParam(max: number, message: string) {
    return this.textParam(max * 11, 1)
      .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${max - 1}}$`), message)
      .refine((text) => text.split(',').every((id) => Number(id) <= MAX_INT), PARAM_MESSAGES.range);
  },
  flagParam: classic.union(
    [
      classic.boolean(),
      classic.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
      classic.union([classic.literal(0), classic.literal(1)]).transform((v) => v === 1),
    ],
    { error: PARAM_MESSAGES.flag },
  ),
  pagedByPageNo(defaultSize = 10, maxSize = 100) {
    return classic.object({
      pageNo: this.intParam.min(1).default(1),
      pageSize: this.intParam.min(1).max(maxSize).default(defaultSize),
    });
  },
  fen: classic.number().int().min(0),
};

/** What a schema answers for a value: the data, or each issue's path, code and message. */
function outcome(schema: { safeParse(value: unknown): z.core.util.SafeParseResult<unknown> }, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? { data: r.data } : { issues: r.error.issues.map((i) => [i.path.join('.'), i.code, i.message]) };
}

const numbers = [0, 1, -1, 1.5, '7', '0', '-3', ' 12 ', '', 'abc', 'NaN', null, undefined, true, MAX_INT, MAX_INT + 1, '2147483648', -MAX_INT - 1, -MAX_INT - 2, 2 ** 53, [], {}];
const texts = ['', 'a', 'abc', 'abcd', '第一行\n第二行', 'a\u0000b', '\ud800', '😀', 12, null, undefined, 'x'.repeat(201)];

describe('the shared shapes answer as their zod classic definitions did', () => {
  it('intParam and idParam', () => {
    for (const v of numbers) {
      expect(outcome(intParam, v), `intParam ${String(v)}`).toEqual(outcome(before.intParam, v));
      expect(outcome(idParam, v), `idParam ${String(v)}`).toEqual(outcome(before.idParam, v));
    }
  });

  it('textParam, with and without a least length', () => {
    for (const [max, min] of [[200, 0], [3, 1], [11, 11], [100, 6]] as const) {
      for (const v of texts) expect(outcome(textParam(max, min), v), `textParam(${max}, ${min}) ${JSON.stringify(v)}`).toEqual(outcome(before.textParam(max, min), v));
    }
    expect(outcome(textParam(), undefined)).toEqual(outcome(before.textParam(), undefined));
  });

  it('idListParam', () => {
    for (const v of ['3', '3,7,12', '1,2,3,4', '', ',', '3,,7', 'a', '2147483647', '1,2147483648', '12345678901', ' 3', 5, null]) {
      expect(outcome(idListParam(3, '最多 3 个 id'), v), JSON.stringify(v)).toEqual(outcome(before.idListParam(3, '最多 3 个 id'), v));
    }
  });

  it('flagParam', () => {
    for (const v of [true, false, 'true', 'false', '1', '0', 1, 0, 2, '', 'yes', 'False', null, undefined]) {
      expect(outcome(flagParam, v), JSON.stringify(v)).toEqual(outcome(before.flagParam, v));
    }
  });

  it('pagedByPageNo: its defaults, its bounds', () => {
    const paged = z.object(pagedByPageNo(5, 50).params);
    const old = before.pagedByPageNo(5, 50);
    for (const v of [{}, { pageNo: 2 }, { pageNo: '3', pageSize: '20' }, { pageNo: 0 }, { pageSize: 51 }, { pageSize: 50 }, { pageNo: 'x' }, { pageNo: undefined }]) {
      expect(outcome(paged, v), JSON.stringify(v)).toEqual(outcome(old, v));
    }
    expect(paged.parse({})).toEqual({ pageNo: 1, pageSize: 5 });
  });

  it('fen', () => {
    for (const v of [0, 1, 199, -1, 1.5, '1', null, MAX_INT + 1]) expect(outcome(fen, v), String(v)).toEqual(outcome(before.fen, v));
  });

  it('keeps working under the forms both APIs share (how the consumers chain them)', () => {
    expect(outcome(z.optional(intParam.check(z.gte(0), z.lte(1))), 2)).toEqual(outcome(before.intParam.min(0).max(1).optional(), 2));
    expect(outcome(classic.optional(idParam), undefined)).toEqual({ data: undefined });
    expect(classic.object({ id: idParam, n: classic._default(intParam, 3) }).parse({ id: '4' })).toEqual({ id: 4, n: 3 });
  });
});
