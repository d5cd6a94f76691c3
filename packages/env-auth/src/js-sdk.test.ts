import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as JsSdk from './js-sdk';

// The landing URL is module state by design (one per page load), so each test loads a fresh module.
let mod: typeof JsSdk;
beforeEach(async () => {
  vi.resetModules();
  mod = await import('./js-sdk');
});

const LANDING = 'https://h5.example.org/app/index/1000?code=abc&state=s1';

describe('JS-SDK signing URL', () => {
  it('signs with the landing URL on iOS after history navigation', () => {
    mod.rememberLandingUrl(LANDING);
    expect(mod.jsSdkSigningUrl('ios', 'https://h5.example.org/app/act/1000/detail/9')).toBe(
      LANDING,
    );
  });

  it('signs with the current URL on Android and elsewhere', () => {
    mod.rememberLandingUrl(LANDING);
    expect(mod.jsSdkSigningUrl('android', 'https://h5.example.org/app/act/1000/detail/9')).toBe(
      'https://h5.example.org/app/act/1000/detail/9',
    );
    expect(mod.jsSdkSigningUrl('other', 'https://h5.example.org/app/news/1000')).toBe(
      'https://h5.example.org/app/news/1000',
    );
  });

  it('keeps the first landing URL only', () => {
    expect(mod.rememberLandingUrl(LANDING)).toBe(LANDING);
    expect(mod.rememberLandingUrl('https://h5.example.org/app/other')).toBe(LANDING);
    expect(mod.landingUrlOf()).toBe(LANDING);
  });

  it('drops the hash from both URLs', () => {
    mod.rememberLandingUrl('https://h5.example.org/app/index/1000#top');
    expect(mod.jsSdkSigningUrl('ios', 'https://x/y')).toBe('https://h5.example.org/app/index/1000');
    expect(mod.jsSdkSigningUrl('android', 'https://h5.example.org/a?b=1#c')).toBe(
      'https://h5.example.org/a?b=1',
    );
  });

  it('falls back to the current URL on iOS when no landing URL was kept', () => {
    expect(mod.landingUrlOf()).toBeNull();
    expect(mod.jsSdkSigningUrl('ios', 'https://h5.example.org/app/news/1000')).toBe(
      'https://h5.example.org/app/news/1000',
    );
  });

  it('reads the running page by default', () => {
    history.replaceState(null, '', '/app/index/1000?from=share');
    mod.rememberLandingUrl();
    history.pushState(null, '', '/app/act/1000');
    expect(mod.jsSdkSigningUrl('ios')).toBe(`${location.origin}/app/index/1000?from=share`);
    expect(mod.jsSdkSigningUrl('android')).toBe(`${location.origin}/app/act/1000`);
  });
});
