import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Serious or critical accessibility violations on the page, as readable lines. react-vant's toast
 * is left out: it fades in and out, and axe reading it mid-fade sees its white text at partial
 * opacity and reports a contrast failure or not depending on when it ran (CI: `.rv-toast__info`
 * at the end of a sign-in journey). At full opacity it is white on 70 % black.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  const analyze = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('.rv-toast').analyze();
  let result: Awaited<ReturnType<typeof analyze>>;
  for (let attempt = 1; ; attempt++) {
    try {
      result = await analyze();
      break;
    } catch (error) {
      // The page moved on while axe ran (a redirect, a timed return from the 404 page): check the
      // page it landed on instead.
      if (attempt >= 3 || !/Execution context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState('load');
    }
  }
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Zoom is never disabled: no user-scalable=no and no maximum-scale below 2. */
export async function zoomDisabled(page: Page): Promise<boolean> {
  const content = (await page.locator('meta[name="viewport"]').getAttribute('content')) ?? '';
  const max = /maximum-scale\s*=\s*([\d.]+)/.exec(content);
  return /user-scalable\s*=\s*(no|0)/.test(content) || (max !== null && Number(max[1]) < 2);
}

type Fixtures = {
  /** Goes to a path, waits for the page to settle and checks it (axe, zoom). */
  visit: (path: string) => Promise<void>;
  /** Console errors and uncaught exceptions of the page; a test fails if any remain at its end. */
  consoleErrors: string[];
  /** Allowed console error patterns for this test (e.g. an expected 404 resource). */
  allowConsoleErrors: RegExp[];
};

/** The server the global setup started for this project (support/global-setup.ts). */
function projectServer(project: string): string {
  const urls = JSON.parse(process.env.E2E_BASE_URLS ?? '{}') as Record<string, string>;
  const url = urls[project];
  if (!url) throw new Error(`no server for the project ${project}: the global setup did not start it`);
  return url;
}

export const test = base.extend<Fixtures, { projectBaseUrl: string }>({
  // Every worker runs one project: E2E_BASE_URL is that project's server for anything reading it.
  projectBaseUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from the pattern
    async ({}, use, workerInfo) => {
      const url = projectServer(workerInfo.project.name);
      process.env.E2E_BASE_URL = url;
      await use(url);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ projectBaseUrl }, use) => {
    await use(projectBaseUrl);
  },
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = `${message.text()} (${message.location().url})`;
        if (message.type() === 'error' && !allowConsoleErrors.some((re) => re.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await zoomDisabled(page), `zoom is disabled on ${path}`).toBe(false);
      expect(await a11yViolations(page), `accessibility of ${path}`).toEqual([]);
    });
  },
});

/** After every test, the page it ends on is checked too (client-side navigations land there). */
test.afterEach(async ({ page }) => {
  if (page.url().startsWith('http')) {
    expect(await a11yViolations(page), `accessibility of ${page.url()}`).toEqual([]);
  }
});

export { expect };
