import { defineConfig } from '@playwright/test';

/** Debian's Chromium: test tools cannot download browsers here (ARCHITECTURE.md §9). */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const phone = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

export const USER_AGENTS = {
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN',
  mobileBrowser:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

/**
 * Specs whose journeys change with the environment: sign-in and identity, the shell and its 404,
 * the cashier's pay route (JSAPI in WeChat, H5 elsewhere), withdrawal to WeChat change, the
 * university's payment. They run in the plain mobile browser too; every other journey runs once,
 * in WeChat, where members open the product (docs/decisions/test-command.md: the test command's time limit).
 */
const ENVIRONMENT_SPECS = [
  /[\\/]smoke\.spec\.ts$/,
  /[\\/]community[\\/](member|shell|site|checkout|wallet)[\\/][^\\/]+\.spec\.ts$/,
  /[\\/]community[\\/]order[\\/]checkout\.spec\.ts$/,
  /[\\/]university[\\/](payment|journey)\.spec\.ts$/,
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // A hang detector, not a speed limit: a long journey (enrol two people, pay, see the success
  // page) took over 60 s on CI's 2 loaded cores while every step was progressing.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Three: a journey mostly waits (the server, timers, network idle); with two the suite used a
  // third of CI's 2 cores (17 min wall, 12 min CPU).
  workers: 3,
  reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath, args },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'wechat-phone', use: { ...phone, userAgent: USER_AGENTS.wechat } },
    { name: 'browser-phone', testMatch: ENVIRONMENT_SPECS, use: { ...phone, userAgent: USER_AGENTS.mobileBrowser } },
  ],
});
