import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../../support/fixtures';
import { DEMO_MEMBER, dismissPopups, logInThroughApi, storeSession } from '../../../support/member-session';
import { ownAddress } from '../../../support/university';

/*
 * Every page of routes.txt at 375 px, as the demo member sees it: whole (nothing wider than the
 * screen), text inside its box, pictures in their own shape, and screenshotted. One page and one
 * context for all of them, moving between routes inside the app (as a link does), so the run
 * stays short. A layout check, not a pixel comparison.
 */

const root = resolve(import.meta.dirname, '..', '..', '..', '..');
const routes = readFileSync(resolve(root, 'docs/spec/routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/app/'));
const notYetBuilt = new Set(
  [...readFileSync(resolve(root, 'apps/community-h5/src/app/not-yet-built.ts'), 'utf8').matchAll(/'(\/app\/[^']+)'/g)].map((m) => m[1]),
);

/** A seeded value for each route parameter (tenant 1000's demo rows). */
const PARAMS: Record<string, string> = {
  iid: '1000',
  bnbId: '21',
  campsiteId: '1',
  packageId: '104',
  storeid_id: '1_1',
  subjectid: '1',
  areaid: '1',
};
const pathOf = (route: string) => route.replace(/:([A-Za-z_]+)/g, (_, name: string) => PARAMS[name] ?? '1');

/** The pages this run visits: every community route that is built (the university app is its own). */
const pages = routes.filter((r) => !r.startsWith('/app/university') && !notYetBuilt.has(r)).map(pathOf);

/** What is wrong with the page's layout at its width, in words (none: the page is whole). */
function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
      return `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}>${text ? ` "${text}"` : ''}`;
    };
    /** Inside something that scrolls or clips sideways on purpose (a tab strip, an ellipsis). */
    const contained = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o !== 'visible') return true;
      }
      return false;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
    };

    if (document.documentElement.scrollWidth > width + 1) {
      const wide = Array.from(document.body.querySelectorAll('*')).find((el) => shown(el) && !contained(el) && el.getBoundingClientRect().right > width + 1);
      faults.push(`wider than the screen (${document.documentElement.scrollWidth} > ${width})${wide ? `: ${describe(wide)}` : ''}`);
    }
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!(el instanceof HTMLElement) || !shown(el) || el.closest('svg')) continue;
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!ownText || getComputedStyle(el).display === 'inline') continue;
      if (getComputedStyle(el).overflowX !== 'visible' || contained(el)) continue;
      if (el.scrollWidth > el.clientWidth + 2) faults.push(`text wider than its box: ${describe(el)} (${el.scrollWidth} > ${el.clientWidth})`);
    }
    for (const img of Array.from(document.querySelectorAll('img'))) {
      if (!shown(img) || !img.complete || img.naturalWidth === 0 || getComputedStyle(img).objectFit !== 'fill') continue;
      const r = img.getBoundingClientRect();
      const drawn = r.width / r.height;
      const own = img.naturalWidth / img.naturalHeight;
      if (Math.abs(drawn - own) / own > 0.05) faults.push(`picture out of shape: ${img.currentSrc.slice(-60)} drawn ${drawn.toFixed(2)}, is ${own.toFixed(2)}`);
    }
    return faults;
  });
}

test.describe('every page at 375 px', () => {
  // Pages report their own failed calls (a demo row a route's seeded id does not name) as states:
  // the check here is the layout.
  test.use({ allowConsoleErrors: [/./] });
  test.setTimeout(600_000);

  test('is whole: nothing wider than the screen, text in its box, pictures in their shape', async ({ page }, testInfo) => {
    await ownAddress(page);
    await dismissPopups(page);
    page.on('dialog', (dialog) => void dialog.dismiss());
    await storeSession(page, await logInThroughApi(page.request, DEMO_MEMBER));
    await page.goto('/app/index/1000');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const faults: string[] = [];
    for (const path of pages) {
      // Inside the app, as a link goes: no page load between routes. The page being left is
      // marked, so the checks wait for the next one to replace it (its code loads first).
      await page.evaluate((to) => {
        document.querySelector('#root > div')?.firstElementChild?.setAttribute('data-left', '');
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForLoadState('load');
      // A route drawn by the same page as the last one keeps its elements: then nothing is replaced.
      await page.waitForFunction(() => !document.querySelector('[data-left]'), undefined, { timeout: 3_000 }).catch(() => undefined);
      // Settled: no skeleton still waiting for its data (a page missing its id says so instead).
      const settled = await expect(page.locator('[aria-busy="true"]'))
        .toHaveCount(0)
        .then(() => true, () => false);
      if (!settled) faults.push(`${path}: still loading`);
      await page.screenshot({ path: testInfo.outputPath(`${path.replace(/[^A-Za-z0-9]+/g, '_')}.jpg`), type: 'jpeg', quality: 40 });
      for (const fault of await layoutFaults(page)) faults.push(`${path}: ${fault}`);
    }
    expect(faults).toEqual([]);
  });
});
