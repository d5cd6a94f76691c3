import { coupon, home, info, site } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { DEMO_POPUPS, DEMO_THEME_COLOR } from './seed';
import { siteLooks } from './schema';

describe.each(BACKENDS)('community shell and home on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('maps a host name to its tenant, and an unknown one to nothing', async () => {
    expect(ok(await call(t.app, site.domainByName, { domainName: 'h5.tongxin.local' }))).toEqual([{ iid: 1000, host: 'h5.tongxin.local' }]);
    expect(ok(await call(t.app, site.domainByName, { domainName: 'nowhere.example' }))).toEqual([]);
  });

  it('resolves short links through the gateway, and refuses unknown codes', async () => {
    const found = await t.app.inject({ method: 'GET', url: '/h5/getjsonp?uri=/v1/shorturl/parse&url=home&f=1' });
    expect(found.json()).toEqual({ t: { url: '/app/index/1000' } });
    const missing = await t.app.inject({ method: 'GET', url: '/h5/getjsonp?uri=/v1/shorturl/parse&url=nope&f=1' });
    expect(missing.json()).toEqual({ code: 404, msg: '短链接不存在或已失效' });
  });

  it("serves each tenant's look: its colour, the tabs of the modules it runs, the default for a tenant without one", async () => {
    const demo = ok(await call(t.app, site.look, { iid: 1000 }));
    expect(demo.themeColor).toBe(DEMO_THEME_COLOR);
    expect(demo.tabs).toEqual(['home', 'act', 'cart', 'mine']);
    expect(demo.modules).toEqual(expect.arrayContaining(['mall', 'act', 'wallet', 'distribution']));
    const plain = ok(await call(t.app, site.look, { iid: 3073 }));
    expect(plain).toMatchObject({ themeColor: '#1660c4', tabs: ['home', 'category', 'cart', 'mine'] });
    // A tenant without the mall has no category or cart tab, whatever its row asks; home and 我的 always.
    await t.database.db.insert(siteLooks).values({ iid: 3073, themeColor: '#0A7B5F', tabs: ['cart', 'act', 'category', 'mine', 'home'], modules: ['act', 'coupon', 'nonsense'] });
    const small = ok(await call(t.app, site.look, { iid: 3073 }));
    expect(small.themeColor).toBe('#0a7b5f');
    expect(small.tabs).toEqual(['home', 'act', 'mine']);
    expect(small.modules).toEqual(expect.arrayContaining(['act', 'coupon', 'home', 'member', 'order']));
    expect(small.modules).not.toContain('mall');
    expect(small.modules).not.toContain('nonsense');
    expect((await call(t.app, site.look, { iid: 4040 })).error).toEqual({ code: 404, msg: '机构不存在' });
  });

  it('serves site info with the popups in order', async () => {
    const info = ok(await call(t.app, site.aboutMe, { iid: 1000, type: 'js' }));
    expect(info.mjs).toBe('');
    expect(info.adsList.map((a) => a.id)).toEqual([DEMO_POPUPS.coupons, DEMO_POPUPS.notice, DEMO_POPUPS.emptyCoupons, DEMO_POPUPS.product, DEMO_POPUPS.image]);
    const coupons = JSON.parse(info.adsList[0]?.content ?? '{}') as { coupons: Array<{ id: number }> };
    expect(coupons.coupons.map((c) => c.id)).toEqual([1001, 1002, 1003]);
  });

  it('serves site info per user: the claim popup offers only the coupons the member does not hold', async () => {
    const holder = await signUp(t.app, 1000, '13600001001');
    ok(await call(t.app, coupon.claim, { iid: 1000, token: holder.token, couponIds: '[1001]' }));
    const some = ok(await call(t.app, site.aboutMe, { iid: 1000, type: 'js', userId: holder.userId }));
    expect(JSON.parse(some.adsList[0]?.content ?? '{}')).toMatchObject({ title: '新人专享券包', coupons: [{ id: 1002 }, { id: 1003 }] });
    ok(await call(t.app, coupon.claim, { iid: 1000, token: holder.token, couponIds: '[1002,1003]' }));
    const all = ok(await call(t.app, site.aboutMe, { iid: 1000, type: 'js', userId: holder.userId }));
    expect(all.adsList.map((a) => a.id)).toEqual([DEMO_POPUPS.notice, DEMO_POPUPS.emptyCoupons, DEMO_POPUPS.product, DEMO_POPUPS.image]);
    // A visitor without a member id sees every popup.
    expect(ok(await call(t.app, site.aboutMe, { iid: 1000, type: 'js' })).adsList).toHaveLength(5);
  });

  it('serves page_show by page type, a type not configured showing the home', async () => {
    expect(ok(await call(t.app, home.pageShow, { iid: 1000, type: 1 })).page_show.map((b) => b.type)).toEqual(['notice', 'content']);
    expect(ok(await call(t.app, home.pageShow, { iid: 1000, type: 7 })).page_show).toHaveLength(5);
  });

  it('serves the home page: config, main blocks, sections', async () => {
    expect(ok(await call(t.app, home.pageShow, { iid: 1000, type: 0 })).page_show.map((b) => b.type)).toEqual([
      'banner',
      'notice',
      'nav',
      'sections',
      'content',
    ]);
    const main = ok(await call(t.app, home.mainPage, { iid: 1000 }));
    expect(main.name).toBe('同心志愿者联合会');
    expect(main.banners.length).toBeGreaterThan(1);
    expect(main.navs).toHaveLength(8);
    expect(ok(await call(t.app, home.sections, { iid: 1000 })).map((s) => s.title)).toEqual(['热门活动', '志愿者之家']);
    const missing = await call(t.app, home.mainPage, { iid: 4242 });
    expect(missing.error).toEqual({ code: 404, msg: '机构不存在' });
  });

  it('pages the content feed by 5, newest first, and filters new and by topic', async () => {
    const first = ok(await call(t.app, home.feed, { iid: 1000, pageNo: 1, pageSize: 5 }));
    const second = ok(await call(t.app, home.feed, { iid: 1000, pageNo: 2, pageSize: 5 }));
    expect(first.total).toBe(16);
    expect(first.list).toHaveLength(5);
    expect(second.list[0]?.publishedAt.localeCompare(first.list[4]?.publishedAt ?? '')).toBeLessThan(0);
    const fresh = ok(await call(t.app, home.feed, { iid: 1000, pageNo: 1, pageSize: 50, isNew: 1 }));
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.total).toBeLessThan(16);
    const topics = ok(await call(t.app, home.topics, { iid: 1000 }));
    const topic = topics[0];
    if (!topic) throw new Error('no topic seeded');
    const ofTopic = ok(await call(t.app, home.feed, { iid: 1000, pageNo: 1, pageSize: 50, topic: topic.id }));
    expect(ofTopic.total).toBe(topic.count);
  });

  it('serves specials, categories, info pages and the 46 partner offers', async () => {
    expect(ok(await call(t.app, home.special, { iid: 1000, id: 1 })).title).toBe('应急救护进社区');
    expect((await call(t.app, home.special, { iid: 1000, id: 99 })).error?.code).toBe(404);
    expect(ok(await call(t.app, home.features, { iid: 1000 })).map((g) => g.name)).toEqual(['志愿活动', '学习与资讯', '会员服务']);
    expect(ok(await call(t.app, info.page, { iid: 1000, name: 'privacy' })).title).toBe('隐私政策');
    const welfare = ok(await call(t.app, info.vipWelfare, { iid: 1000 }));
    expect(welfare.offers).toHaveLength(46);
    expect(welfare.offers.every((o) => o.title && o.description && o.image.startsWith('/api/media/photo/'))).toBe(true);
  });

  it('draws pictures as SVG with the label escaped', async () => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/media/pic.svg?text=${encodeURIComponent('<b>&')}&hue=40&w=100&h=50` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('image/svg+xml');
    expect(reply.body).toContain('&lt;b&gt;&amp;');
    expect(reply.body).not.toContain('<b>');
  });
});
