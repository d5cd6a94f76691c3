import { describe, expect, it } from 'vitest';
// Test only: validators imports nothing of ours at run time, but its province list must stay
// the region dataset's. This reads region-data's generated file from the repository.
import { topRows } from '../../region-data/src/generated/top';
import { ID_CARD_PROVINCES } from './index';

describe('ID_CARD_PROVINCES', () => {
  it('is the province list of @tongxin/region-data', () => {
    const provinces = topRows
      .filter(([code]) => code.endsWith('0000'))
      .map(([code]) => code.slice(0, 2));
    expect([...ID_CARD_PROVINCES]).toEqual(provinces);
  });
});
