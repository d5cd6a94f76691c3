import { describe, expect, it } from 'vitest';
import { certificateSvg } from './step-certificate';

const cert = { title: '百万步挑战', name: '张同心', total: 1_020_345, target: 1_000_000, reachedOn: '2026-11-20', certNo: 'BX100000000012' };

describe('the step certificate', () => {
  it('shows the name, the total against the target and the day, as well-formed SVG', () => {
    const svg = certificateSvg(cert);
    expect(svg).toContain('张同心');
    expect(svg).toContain('累计行走 1,020,345 步');
    expect(svg).toContain('达成 1,000,000 步挑战目标');
    expect(svg).toContain('2026年11月20日');
    expect(svg).not.toContain('<image');
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror')).toBeNull();
  });

  it('escapes text from data and embeds the photo', () => {
    const svg = certificateSvg({ ...cert, name: '<script>alert(1)</script>' }, 'data:image/jpeg;base64,AAAA');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('href="data:image/jpeg;base64,AAAA"');
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror')).toBeNull();
  });
});
