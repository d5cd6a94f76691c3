import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ID_CARD_PROVINCES, isIdCard, upgradeIdCard15, validateIdCard } from './index';

// Written independently of the implementation: the textbook form of ISO 7064 MOD 11-2.
function checkChar(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * (weights[i] ?? 0), 0);
  return '10X98765432'.charAt(sum % 11);
}

/** A well-formed 18-character id with the right check character. */
function makeId(area: string, birth: string, sequence: string): string {
  const first17 = area + birth + sequence;
  return first17 + checkChar(first17);
}

/** The same id with a wrong check character. */
function withWrongCheck(id: string): string {
  const right = id.charAt(17);
  return id.slice(0, 17) + (right === '0' ? '1' : '0');
}

// A fixed "today" (local calendar date 2024-06-15) so the age edges do not drift.
const TODAY = new Date(2024, 5, 15, 12, 0, 0);

describe('validateIdCard: valid ids', () => {
  it('returns the 18-character id, birth, gender and province', () => {
    expect(validateIdCard('11010519491231002X', TODAY)).toEqual({
      ok: true,
      id: '11010519491231002X',
      birth: '1949-12-31',
      gender: 'female',
      province: '11',
    });
  });

  it('normalises a lower-case x to X', () => {
    const result = validateIdCard('11010519491231002x', TODAY);
    expect(result).toMatchObject({ ok: true, id: '11010519491231002X' });
  });

  it('reads an odd 17th digit as male and an even one as female', () => {
    expect(validateIdCard(makeId('440305', '19900101', '001'), TODAY)).toMatchObject({
      gender: 'male',
    });
    expect(validateIdCard(makeId('440305', '19900101', '009'), TODAY)).toMatchObject({
      gender: 'male',
    });
    expect(validateIdCard(makeId('440305', '19900101', '000'), TODAY)).toMatchObject({
      gender: 'female',
    });
    expect(validateIdCard(makeId('440305', '19900101', '018'), TODAY)).toMatchObject({
      gender: 'female',
    });
  });

  it('upgrades a 15-digit id before checking it', () => {
    expect(validateIdCard('110105491231002', TODAY)).toEqual({
      ok: true,
      id: '11010519491231002X',
      birth: '1949-12-31',
      gender: 'female',
      province: '11',
    });
    expect(validateIdCard('440305800101001', TODAY)).toMatchObject({
      ok: true,
      id: makeId('440305', '19800101', '001'),
      gender: 'male',
    });
  });

  it('uses the current date when no date is given', () => {
    expect(validateIdCard('11010519491231002X').ok).toBe(true);
    expect(isIdCard('11010519491231002X')).toBe(true);
  });
});

describe('validateIdCard: rule edges', () => {
  it.each([
    // format
    ['', 'format'],
    ['11010519491231002', 'format'], // 17 characters
    ['11010519491231002X1', 'format'], // 19 characters
    ['1101051949123100', 'format'], // 16 characters
    ['110105 19491231002X', 'format'],
    [' 11010519491231002X', 'format'],
    ['11010519491231002X ', 'format'],
    ['110105-19491231-002X', 'format'],
    ['110105 491231 002', 'format'],
    ['1101051949123100XX', 'format'], // X only as the last character
    ['X10105194912310021', 'format'],
    ['11010519491231002Y', 'format'],
    ['11010549123100X', 'format'], // no X in a 15-digit id
    ['１１０１０５１９４９１２３１００２Ｘ', 'format'], // full-width digits
    // province
    [makeId('710105', '19491231', '002'), 'province'], // Taiwan
    [makeId('830105', '19491231', '002'), 'province'],
    [makeId('910105', '19491231', '002'), 'province'],
    [makeId('100105', '19491231', '002'), 'province'],
    [makeId('660105', '19491231', '002'), 'province'],
    [makeId('000105', '19491231', '002'), 'province'],
    ['710105491231002', 'province'], // 15 digits
    // birth: calendar
    [makeId('110105', '19490001', '002'), 'birth'],
    [makeId('110105', '19491301', '002'), 'birth'],
    [makeId('110105', '19490100', '002'), 'birth'],
    [makeId('110105', '19490132', '002'), 'birth'],
    [makeId('110105', '19490431', '002'), 'birth'],
    [makeId('110105', '20230229', '002'), 'birth'], // not a leap year
    [makeId('110105', '19000229', '002'), 'birth'], // 1900 is not a leap year
    ['110105000229002', 'birth'], // 15 digits: 1900-02-29
    // birth: after today, age above 200
    [makeId('110105', '20240616', '002'), 'birth'], // born tomorrow
    [makeId('110105', '20250101', '002'), 'birth'],
    [makeId('110105', '18230615', '002'), 'birth'], // 201 today
    [makeId('110105', '18230101', '002'), 'birth'],
    // checksum
    [withWrongCheck(makeId('110105', '19491231', '002')), 'checksum'],
    ['110105194912310021', 'checksum'],
    ['11010519491231002x'.slice(0, 17) + '9', 'checksum'],
  ])('%s fails with %s', (value, reason) => {
    expect(validateIdCard(value, TODAY)).toEqual({ ok: false, reason });
    expect(isIdCard(value, TODAY)).toBe(false);
  });

  it.each([
    ['a leap day in a leap year', makeId('110105', '20000229', '002')],
    ['a leap day in 2024', makeId('110105', '20240229', '002')],
    ['born today', makeId('110105', '20240615', '002')],
    ['age exactly 200', makeId('110105', '18240615', '002')],
    ['age 200, turning 201 tomorrow', makeId('110105', '18230616', '002')],
    ['Hong Kong (81)', makeId('810000', '19800101', '001')],
    ['Macao (82)', makeId('820000', '19800101', '001')],
    ['Xinjiang (65)', makeId('650102', '19800101', '001')],
    ['a check character 0', '110105194912310010'.slice(0, 17) + checkChar('11010519491231001')],
  ])('accepts %s', (_label, value) => {
    expect(validateIdCard(value, TODAY)).toMatchObject({ ok: true, id: value.toUpperCase() });
    expect(isIdCard(value, TODAY)).toBe(true);
  });

  it('reports province before birth before checksum', () => {
    const badEverything = withWrongCheck(makeId('710105', '20231301', '002'));
    expect(validateIdCard(badEverything, TODAY)).toEqual({ ok: false, reason: 'province' });
    const badBirthAndCheck = withWrongCheck(makeId('110105', '20231301', '002'));
    expect(validateIdCard(badBirthAndCheck, TODAY)).toEqual({ ok: false, reason: 'birth' });
  });

  it('accepts every province of the list and nothing else', () => {
    for (let p = 0; p < 100; p++) {
      const code = String(p).padStart(2, '0');
      const id = makeId(`${code}0101`, '19800101', '001');
      expect(isIdCard(id, TODAY), code).toBe(ID_CARD_PROVINCES.includes(code));
    }
    expect(ID_CARD_PROVINCES).toHaveLength(33);
  });
});

describe('upgradeIdCard15', () => {
  it.each([
    ['110105491231002', '11010519491231002X'],
    ['440305800101001', makeId('440305', '19800101', '001')],
    ['130503670401001', makeId('130503', '19670401', '001')],
  ])('%s becomes %s', (from, to) => expect(upgradeIdCard15(from)).toBe(to));

  it.each(['11010549123100', '1101054912310021', '11010549123100X', '110105 49123100'])(
    'refuses %s',
    (value) => expect(() => upgradeIdCard15(value)).toThrow(RangeError),
  );
});

// Dates from the oldest allowed birthday (age 200) to today.
const birthDate = fc
  .date({ min: new Date(1824, 5, 16), max: new Date(2024, 5, 15), noInvalidDate: true })
  .map((d) => ({ y: d.getFullYear(), m: d.getMonth() + 1, d: d.getDate() }));
const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const validId = fc
  .record({
    province: fc.constantFrom(...ID_CARD_PROVINCES),
    area: fc.integer({ min: 0, max: 9999 }),
    birth: birthDate,
    sequence: fc.integer({ min: 0, max: 999 }),
  })
  .map(({ province, area, birth, sequence }) =>
    makeId(
      province + pad(area, 4),
      pad(birth.y, 4) + pad(birth.m, 2) + pad(birth.d, 2),
      pad(sequence, 3),
    ),
  );

describe('validateIdCard: properties', () => {
  it('accepts every id with a valid province, date and check character', () => {
    fc.assert(
      fc.property(validId, (id) => {
        const result = validateIdCard(id, TODAY);
        expect(result).toEqual({
          ok: true,
          id,
          birth: `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`,
          gender: Number(id.charAt(16)) % 2 === 1 ? 'male' : 'female',
          province: id.slice(0, 2),
        });
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('rejects a valid id with any one character changed', () => {
    const change = fc.record({
      id: validId,
      index: fc.integer({ min: 0, max: 17 }),
      replacement: fc.constantFrom(...'0123456789X'),
    });
    fc.assert(
      fc.property(change, ({ id, index, replacement }) => {
        fc.pre(id.charAt(index) !== replacement && (replacement !== 'X' || index === 17));
        const changed = id.slice(0, index) + replacement + id.slice(index + 1);
        expect(isIdCard(changed, TODAY)).toBe(false);
        expect(validateIdCard(changed, TODAY).ok).toBe(false);
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('accepts the 15-digit form of every 19xx id and upgrades it to that id', () => {
    const nineteenHundreds = validId.filter((id) => id.startsWith('19', 6));
    fc.assert(
      fc.property(nineteenHundreds, (id) => {
        const id15 = id.slice(0, 6) + id.slice(8, 17);
        expect(upgradeIdCard15(id15)).toBe(id);
        expect(validateIdCard(id15, TODAY)).toMatchObject({ ok: true, id });
      }),
    );
  });
});

describe('the reference date', () => {
  it('follows each call’s date, also when dates alternate', () => {
    const id = makeId('110105', '20240616', '002');
    const june15 = new Date(2024, 5, 15, 23, 59, 59);
    const june16 = new Date(2024, 5, 16, 0, 0, 0);
    expect(isIdCard(id, june15)).toBe(false);
    expect(isIdCard(id, june16)).toBe(true);
    expect(isIdCard(id, june15)).toBe(false);
    // 200 on 2225-06-15, 201 the next day
    expect(isIdCard(id, new Date(2225, 5, 15, 23, 59))).toBe(true);
    expect(validateIdCard(id, new Date(2225, 5, 16))).toEqual({ ok: false, reason: 'birth' });
    expect(isIdCard(id, june16)).toBe(true);
  });

  it('refuses an invalid date', () => {
    expect(() => isIdCard('11010519491231002X', new Date(Number.NaN))).toThrow(RangeError);
  });
});
