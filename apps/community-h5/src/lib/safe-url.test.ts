import { describe, expect, it } from 'vitest';
import { trackPageView } from './analytics';
import { allowedUrl } from './safe-url';
import { loadSiteScript } from './site-script';

const base = 'http://127.0.0.1:8080/s/abc';

describe('allowedUrl', () => {
  it('follows the own host and listed hosts only', () => {
    expect(allowedUrl('/app/index/1000', [], base)?.href).toBe('http://127.0.0.1:8080/app/index/1000');
    expect(allowedUrl('https://h5.tongxin.org.cn/app/act/1000', ['h5.tongxin.org.cn'], base)?.href).toBe(
      'https://h5.tongxin.org.cn/app/act/1000',
    );
    expect(allowedUrl('https://evil.example.com/x', ['h5.tongxin.org.cn'], base)).toBeNull();
  });
  it('refuses other schemes and credentials', () => {
    expect(allowedUrl('javascript:alert(1)', ['127.0.0.1'], base)).toBeNull();
    expect(allowedUrl('data:text/html,x', [], base)).toBeNull();
    expect(allowedUrl('https://user:pw@h5.tongxin.org.cn/', ['h5.tongxin.org.cn'], base)).toBeNull();
  });
  it('matches an origin entry exactly', () => {
    expect(allowedUrl('https://cdn.example.org/a.js', ['https://cdn.example.org'], base)).not.toBeNull();
    expect(allowedUrl('http://cdn.example.org/a.js', ['https://cdn.example.org'], base)).toBeNull();
  });
});

describe('loadSiteScript', () => {
  it('injects a script src on a trusted origin once, never inline code', () => {
    document.head.innerHTML = '';
    expect(loadSiteScript('alert(document.cookie)', ['https://cdn.example.org'])).toBeNull();
    expect(loadSiteScript('https://evil.example.com/x.js', ['https://cdn.example.org'])).toBeNull();
    expect(loadSiteScript('https://cdn.example.org/site.js', ['https://cdn.example.org'])).toBe('https://cdn.example.org/site.js');
    expect(loadSiteScript('https://cdn.example.org/site.js', ['https://cdn.example.org'])).toBeNull();
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.textContent).toBe('');
  });

  it("trusts the configured origins only, not the app's own (it serves uploads)", () => {
    document.head.innerHTML = '';
    const own = `${window.location.origin}/storage/h5/1000_1.js`;
    expect(loadSiteScript(own, [])).toBeNull();
    expect(loadSiteScript('/storage/h5/1000_1.js', ['https://cdn.example.org'])).toBeNull();
    expect(loadSiteScript('https://cdn.example.org.evil.example/site.js', ['https://cdn.example.org'])).toBeNull();
    expect(loadSiteScript('https://cdn.example.org/style.css', ['https://cdn.example.org'])).toBeNull();
    // A deployment hosting its script itself says so.
    expect(loadSiteScript(own, [window.location.origin])).toBe(own);
  });
});

describe('trackPageView', () => {
  const config = { analyticsHostname: 'm.tongxin.org.cn', analyticsUrl: 'https://tongji.example/pv.gif' };
  it('sends only on the configured hostname', () => {
    const sent: string[] = [];
    expect(trackPageView('/app/index/1000', config, '127.0.0.1', (u) => sent.push(u))).toBe(false);
    expect(trackPageView('/app/index/1000', config, 'm.tongxin.org.cn', (u) => sent.push(u))).toBe(true);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0] ?? '').searchParams.get('p')).toBe('/app/index/1000');
  });
});
