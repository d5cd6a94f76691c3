import { describe, expect, it } from 'vitest';
import { topNavMode } from './top-nav';

describe('topNavMode (spec §2)', () => {
  it('is hidden outside a mini-program or for another tenant', () => {
    expect(topNavMode({ iid: 3073, miniProgram: false, route: 'UniversityApplyForm' })).toBe('none');
    expect(topNavMode({ iid: 1000, miniProgram: true, route: 'UniversityApplyForm' })).toBe('none');
  });

  it('is hidden on the three tab pages', () => {
    for (const route of ['UniversityFrameHome', 'UniversityFrameMaster', 'UniversityFramePersonal'] as const) {
      expect(topNavMode({ iid: 3073, miniProgram: true, route })).toBe('none');
    }
  });

  it('shows Home on the apply home and Back elsewhere', () => {
    expect(topNavMode({ iid: 3073, miniProgram: true, route: 'UniversityApplyHome' })).toBe('home');
    expect(topNavMode({ iid: 3073, miniProgram: true, route: 'UniversityPhotoGuide' })).toBe('back');
    expect(topNavMode({ iid: 3073, miniProgram: true, route: 'publicOrder' })).toBe('back');
  });
});
