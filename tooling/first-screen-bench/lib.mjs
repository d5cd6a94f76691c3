// The first-screen benchmark's pieces: the throttling of a slow phone network, one cold load measured in the
// page (paint and layout-shift entries) and on the wire (CDP Network events), and the table.

/** Slow 4G as measured on a volunteer's phone in WeChat, and a 4x slower CPU. */
export const THROTTLING = {
  latencyMs: 562,
  downloadBitsPerSecond: 1.47e6,
  uploadBitsPerSecond: 675e3,
  cpuSlowdown: 4,
};

/** A mid-range phone: 375x667 CSS px at DPR 2, touch, a mobile browser's user agent. */
export const PHONE = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

/** The landing pages: where a member arrives from a shared link. */
export const LANDING_PAGES = [
  { name: 'home', path: '/app/index/1000' },
  { name: 'activity list', path: '/app/act/1000' },
  { name: 'goods list', path: '/app/store/1000/list' },
  { name: 'university home', path: '/app/university/frame/home' },
];

/**
 * Runs in the page before its own scripts: records first contentful paint, the last largest
 * contentful paint candidate, and the layout shifts without recent input (CLS as Chrome sums it
 * for a load: every shift counts, the page is not interacted with).
 */
export const OBSERVER_SCRIPT = `(() => {
  const m = (window.__firstScreen = { fcp: null, lcp: null, lcpElement: null, cls: 0, shifts: [] });
  const observe = (type, fn) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true }); } catch {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') m.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => {
    m.lcp = e.startTime;
    const el = e.element;
    m.lcpElement = el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') : e.url || null;
  });
  observe('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    m.cls += e.value;
    m.shifts.push({ at: Math.round(e.startTime), value: e.value });
  });
})();`;

/** The median of numbers (the mean of the middle two for an even count); null when none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The resource kinds the table sums: CDP's resource types, folded. */
export function kindOf(resourceType) {
  if (resourceType === 'Script') return 'js';
  if (resourceType === 'Stylesheet') return 'css';
  if (resourceType === 'Image') return 'img';
  if (resourceType === 'Document') return 'doc';
  if (resourceType === 'Fetch' || resourceType === 'XHR') return 'api';
  return 'other';
}

/**
 * Totals of one load's requests: bytes on the wire (encoded, as the network carried them) per
 * kind, and the number of requests.
 *
 * @param {{ type: string, bytes: number }[]} requests
 */
export function wireTotals(requests) {
  const bytes = { js: 0, css: 0, img: 0, doc: 0, api: 0, other: 0 };
  for (const r of requests) bytes[kindOf(r.type)] += r.bytes;
  return { bytes, requests: requests.length };
}

/**
 * Medians per page over its runs.
 *
 * @param {{ page: string, fcp: number|null, lcp: number|null, cls: number, js: number, css: number, requests: number, lcpElement?: string|null }[]} runs
 */
export function summarize(runs) {
  const pages = [...new Set(runs.map((r) => r.page))];
  return pages.map((page) => {
    const mine = runs.filter((r) => r.page === page);
    const elements = mine.map((r) => r.lcpElement).filter(Boolean);
    return {
      page,
      runs: mine.length,
      fcp: median(mine.map((r) => r.fcp)),
      lcp: median(mine.map((r) => r.lcp)),
      js: median(mine.map((r) => r.js)),
      css: median(mine.map((r) => r.css)),
      requests: median(mine.map((r) => r.requests)),
      cls: median(mine.map((r) => r.cls)),
      lcpElement: elements.length ? mostCommon(elements) : null,
    };
  });
}

function mostCommon(values) {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

const ms = (v) => (v === null ? '—' : `${Math.round(v)} ms`);
const kb = (v) => (v === null ? '—' : (v / 1024).toFixed(1));

/** The summary as a Markdown table (it goes into issue notes as is). */
export function formatTable(rows) {
  const head = ['page', 'FCP', 'LCP', 'JS KB', 'CSS KB', 'requests', 'CLS', 'runs', 'LCP element'];
  const lines = [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 || i === head.length - 1 ? '---' : '---:')).join('|')}|`,
  ];
  for (const r of rows)
    lines.push(
      `| ${r.page} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${kb(r.js)} | ${kb(r.css)} | ${r.requests ?? '—'} | ${r.cls === null ? '—' : r.cls.toFixed(3)} | ${r.runs} | ${r.lcpElement ?? '—'} |`,
    );
  return lines.join('\n');
}

/**
 * One cold load of `url` in a fresh browser context (no cache, no cookies, no storage) under the
 * throttling; resolves when the page has been quiet on the network for `quietMs` after load.
 *
 * @param {import('playwright-core').Browser} browser
 */
export async function measureLoad(browser, url, { throttling = THROTTLING, quietMs = 2000, timeoutMs = 60_000 } = {}) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: OBSERVER_SCRIPT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latencyMs,
      downloadThroughput: throttling.downloadBitsPerSecond / 8,
      uploadThroughput: throttling.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });

    const types = new Map();
    const requests = [];
    let lastActivity = Date.now();
    let inFlight = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!types.has(e.requestId)) inFlight += 1;
      types.set(e.requestId, e.type ?? 'Other');
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type ?? types.get(e.requestId)));
    const done = (e, failed) => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = Date.now();
      if (!failed) requests.push({ type: types.get(e.requestId) ?? 'Other', bytes: e.encodedDataLength ?? 0 });
    };
    cdp.on('Network.loadingFinished', (e) => done(e, false));
    cdp.on('Network.loadingFailed', (e) => done(e, true));

    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    // Done when the network has been quiet for quietMs and the page has painted, with no new
    // largest-paint candidate meanwhile (a busy main thread can paint well after the last byte).
    const deadline = Date.now() + timeoutMs;
    let metrics = await page.evaluate(() => window.__firstScreen);
    let lcpSince = Date.now();
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      const now = await page.evaluate(() => window.__firstScreen);
      if (now.lcp !== metrics.lcp) lcpSince = Date.now();
      metrics = now;
      const quiet = inFlight === 0 && Date.now() - lastActivity >= quietMs;
      if (quiet && metrics.fcp !== null && metrics.lcp !== null && Date.now() - lcpSince >= quietMs) break;
    }
    const totals = wireTotals(requests);
    return {
      fcp: metrics.fcp,
      lcp: metrics.lcp,
      lcpElement: metrics.lcpElement,
      cls: metrics.cls,
      shifts: metrics.shifts,
      js: totals.bytes.js,
      css: totals.bytes.css,
      bytes: totals.bytes,
      requests: totals.requests,
    };
  } finally {
    await context.close();
  }
}
