import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMobile, isMobileLoose } from './index';

// Every allocated 3-digit prefix, spelled out from the rule (spec §5 and the issue).
const ALLOWED = new Set([
  ...['130', '131', '132', '133', '134', '135', '136', '137', '138', '139'],
  ...['140', '141', '144', '145', '146', '147', '148', '149'],
  ...['150', '151', '152', '153', '155', '156', '157', '158', '159'],
  ...['162', '165', '166', '167'],
  ...['170', '171', '172', '173', '174', '175', '176', '177', '178'],
  ...['180', '181', '182', '183', '184', '185', '186', '187', '188', '189'],
  ...['190', '191', '192', '193', '195', '196', '197', '198', '199'],
]);

describe('isMobile', () => {
  it('accepts exactly the allocated prefixes, over every prefix 100–199', () => {
    for (let p = 100; p <= 199; p++) {
      expect(isMobile(`${p}12345678`), String(p)).toBe(ALLOWED.has(String(p)));
    }
  });

  it.each([
    ['15400000000', false],
    ['19400000000', false],
    ['16012345678', false],
    ['16112345678', false],
    ['16212345678', true],
    ['16412345678', false],
    ['16512345678', true],
    ['16712345678', true],
    ['16812345678', false],
    ['17812345678', true],
    ['17912345678', false],
    ['14212345678', false],
    ['14312345678', false],
    ['19912345678', true],
  ])('%s → %s', (value, expected) => expect(isMobile(value)).toBe(expected));

  it.each([
    '',
    '1381234567', // 10 digits
    '138123456789', // 12 digits
    '138 1234 5678',
    '138-1234-5678',
    ' 13812345678',
    '13812345678 ',
    '+8613812345678',
    '8613812345678',
    '23812345678',
    '1381234567a',
    '１３８１２３４５６７８', // full-width
  ])('refuses %j', (value) => expect(isMobile(value)).toBe(false));

  it('accepts any 8 digits after an allocated prefix', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALLOWED),
        fc.integer({ min: 0, max: 99_999_999 }),
        (prefix, rest) => {
          expect(isMobile(prefix + String(rest).padStart(8, '0'))).toBe(true);
        },
      ),
    );
  });
});

describe('isMobileLoose', () => {
  it.each([
    ['13812345678', true],
    ['14512345678', true],
    ['15412345678', true],
    ['18812345678', true],
    ['138123456789', true], // at least 11 characters
    ['1381234567', false], // 10
    ['17812345678', false],
    ['19912345678', false],
    ['16612345678', false],
    ['12812345678', false],
    ['23812345678', false],
    ['', false],
  ])('%s → %s', (value, expected) => expect(isMobileLoose(value)).toBe(expected));
});
