import { describe, expect, it } from 'vitest';
import { escapeXml, svgDataUrl } from './svg-text';

describe('escapeXml', () => {
  it('writes the five XML characters as entities and leaves the rest', () => {
    expect(escapeXml(`<b>"同心" & 'you'</b>`)).toBe('&lt;b&gt;&quot;同心&quot; &amp; &apos;you&apos;&lt;/b&gt;');
    expect(escapeXml('志愿者 123')).toBe('志愿者 123');
  });

  it('keeps a text from closing the element it is in: the document still parses with the text intact', () => {
    const name = '</text><script>alert(1)</script>';
    const doc = new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg"><text>${escapeXml(name)}</text></svg>`, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('text')?.textContent).toBe(name);
  });
});

describe('svgDataUrl', () => {
  it('is an image URL that decodes back to the document', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>#1 50%</text></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(svg);
  });
});
