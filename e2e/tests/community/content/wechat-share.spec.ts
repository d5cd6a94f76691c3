import type { Page } from '@playwright/test';
import { expect, test } from '../../../support/fixtures';

type Card = { api: string; title: string; desc?: string; link: string; imgUrl: string };

/**
 * WeChat's side of sharing, emulated: the server's page signature (the shared e2e server has no
 * official account; its signing is the server suite's) and the JS-SDK, whose `wx` records the
 * cards the page sets and accepts them.
 */
async function emulateShareSdk(page: Page): Promise<string[]> {
  const signed: string[] = [];
  await page.route(
    (url) => url.pathname === '/h5/getjsonp' && url.searchParams.get('uri') === '/wxservice2/ticket',
    async (route) => {
      signed.push(new URL(route.request().url()).searchParams.get('url') ?? '');
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 0, msg: '', t: { appId: 'wx1234567890abcdef', timestamp: 1_700_000_000, nonceStr: 'e2e', signature: 'a'.repeat(40) } }),
      });
    },
  );
  await page.route('https://res.wx.qq.com/open/js/jweixin-1.6.0.js', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `(() => {
        const cards = (window.__shareCards = []);
        let ready = () => {};
        const card = (api) => (o) => { cards.push({ api, title: o.title, desc: o.desc, link: o.link, imgUrl: o.imgUrl }); o.success && o.success(); };
        window.wx = {
          config: () => setTimeout(() => ready(), 0),
          ready: (cb) => { ready = cb; },
          error: () => {},
          updateTimelineShareData: card('timeline'),
          updateAppMessageShareData: card('appMessage'),
        };
      })();`,
    }),
  );
  return signed;
}

const cardsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shareCards?: Card[] }).__shareCards ?? []);

test('in WeChat, the activity, game, goods and news pages set their own share cards (timeline and chat)', async ({ page, visit }) => {
  const signed = await emulateShareSdk(page);
  const pages = [
    { path: '/app/act/1000/detail/7', heading: page.locator('.act-detail-title') },
    { path: '/app/game/1000/detail/4', heading: page.locator('.game-section h2').first() },
    { path: '/app/store/1000/detail/6', heading: page.locator('.goods-title') },
    { path: '/app/news/1000/detail/1', heading: page.locator('.content-title') },
  ];
  for (const { path, heading } of pages) {
    await visit(path);
    const title = (await heading.textContent())?.trim() ?? '';
    expect(title, path).not.toBe('');
    await expect.poll(() => cardsOf(page), { message: path }).toEqual([
      expect.objectContaining({ api: 'timeline', title, link: `${new URL(page.url()).origin}${path}` }),
      expect.objectContaining({ api: 'appMessage', title, link: `${new URL(page.url()).origin}${path}` }),
    ]);
    // The picture is one WeChat can fetch, or none (the seed's inline SVGs have no address).
    for (const card of await cardsOf(page)) expect(card.imgUrl, path).toMatch(/^(https?:\/\/|$)/);
    expect(signed.at(-1), path).toBe(page.url());
  }
});
