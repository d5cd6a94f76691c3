import { collection, content, member, order } from '@tongxin/api-client/catalogue';
import { uploadImage } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApiClient, installInjectXhr } from '../../testing/client';
import { send } from '../../testing/contract';
import { BACKENDS, ok, pngBytes, startTestApp, type TestApp } from '../../testing/harness';
import { addressOf, signUp } from '../../testing/member';
import { signInStaff } from '../../testing/staff';
import { SandboxPayProvider } from '../../providers/pay';
import { DEMO_MEMBER } from '../member/api';
import { livePlaylist, parseRange } from './media';
import { DEMO_HOST_MOBILE } from './seed';

const IID = 1000;
const PAY_KEY = 'sandbox-key-of-the-content-suite-0123456789';

describe('media helpers', () => {
  it('resolves byte ranges against a size', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
  });

  it('slides the live playlist over the looping segments as time passes', () => {
    const start = 1_000_000;
    expect(livePlaylist(start, start)).toContain('#EXT-X-MEDIA-SEQUENCE:0');
    const later = livePlaylist(start + 9_000, start);
    expect(later).toContain('#EXT-X-MEDIA-SEQUENCE:4');
    expect(later).toContain('#EXT-X-DISCONTINUITY');
    expect(later).not.toContain('#EXT-X-ENDLIST');
  });
});

describe.each(BACKENDS)('content on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  let uninstallXhr: () => void = () => undefined;

  async function newMember() {
    seq += 1;
    const { token } = await signUp(t.app, IID, `1371500${String(seq).padStart(4, '0')}`);
    return { iid: IID, token };
  }
  const payAsSandbox = (token: string, tradeNo: string) => t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/content', payload: { iid: IID, token, tradeNo } });
  /** Creates the order of a line through the kernel and plays the sandbox payer for it. */
  async function payThroughKernel(me: { token: string }, line: { orderType: number; keys: string; property?: string }) {
    const created = ok(await send(t.app, order.create, { iid: IID, num: 1, token: me.token, ...line }));
    ok(await send(t.app, order.wechatPay, { iid: IID, orderId: created.orderId, openId: 'o-content-kernel', token: me.token }));
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: me.token, orderId: created.orderId } })).statusCode).toBe(200);
    return created;
  }

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_KEY: PAY_KEY, PAY_SANDBOX_ENDPOINT: '1' } });
    uninstallXhr = installInjectXhr(t.app);
  }, 90_000);
  afterAll(async () => {
    uninstallXhr();
    await t.close();
  });

  it('lists news by tag and page, newest first, and counts a view', async () => {
    const page1 = ok(await send(t.app, content.list, { iid: IID, moduleType: 'news', tag: '环保', pageNo: 1, pageSize: 3 }));
    expect(page1.total).toBeGreaterThan(3);
    expect(page1.list.every((n) => n.tag === '环保' && n.moduleType === 'news')).toBe(true);
    const page2 = ok(await send(t.app, content.list, { iid: IID, moduleType: 'news', tag: '环保', pageNo: 2, pageSize: 3 }));
    expect(page2.list[0]!.publishedAt <= page1.list[2]!.publishedAt).toBe(true);
    expect(page1.list[0]!.link).toBe(`/app/news/${IID}/detail/${page1.list[0]!.id}`);

    const before = ok(await send(t.app, content.detail, { iid: IID, id: 1 }));
    expect(before.body).toContain('<p>');
    expect(before.related.every((r) => r.id !== 1 && r.moduleType === 'news')).toBe(true);
    ok(await send(t.app, content.stat, { iid: IID, type: 'news', p: 1 }));
    expect(ok(await send(t.app, content.detail, { iid: IID, id: 1 })).views).toBe(before.views + 1);
    // Another tenant's item is not found from this one.
    expect((await send(t.app, content.detail, { iid: IID, id: 901 })).error?.code).toBe(content.CONTENT_ERRORS.notFound.code);
  });

  it('lists the seeded mate posts by destination, each linked to its detail at /app/mate', async () => {
    const mates = ok(await send(t.app, content.list, { iid: IID, moduleType: 'mate', isNew: true, pageNo: 1, pageSize: 50 }));
    expect(mates.total).toBeGreaterThanOrEqual(10);
    expect(mates.list.every((m) => m.moduleType === 'mate' && m.tag !== '' && m.link === `/app/mate/${IID}/detail/${m.id}`)).toBe(true);
    const tags = ok(await send(t.app, content.tags, { iid: IID, moduleType: 'mate' }));
    const first = tags[0]!;
    const byTag = ok(await send(t.app, content.list, { iid: IID, moduleType: 'mate', tag: first.tag, pageNo: 1, pageSize: 50 }));
    expect(byTag.total).toBe(first.count);
    expect(byTag.list.every((m) => m.tag === first.tag)).toBe(true);
    const post = ok(await send(t.app, content.detail, { iid: IID, id: mates.list[0]!.id }));
    expect(post).toMatchObject({ moduleType: 'mate', author: mates.list[0]!.author });
    expect(post.body).toContain(`目的地：${post.tag}`);
  });

  it('shows a draft only to its author', async () => {
    const session = ok(await send(t.app, member.login, { iid: IID, mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password }, addressOf(DEMO_MEMBER.mobile)));
    const mine = ok(await send(t.app, content.detail, { iid: IID, id: 121, token: session.token }));
    expect(mine.draft).toBe(true);
    expect((await send(t.app, content.detail, { iid: IID, id: 121 })).error?.code).toBe(content.CONTENT_ERRORS.notFound.code);
    const other = await newMember();
    expect((await send(t.app, content.detail, { iid: IID, id: 121, token: other.token })).error?.code).toBe(content.CONTENT_ERRORS.notFound.code);
    expect(ok(await send(t.app, content.list, { iid: IID, moduleType: 'note', pageSize: 50 })).list.map((n) => n.id)).not.toContain(121);
  });

  it('keeps locked parts on the server until bought, then opens them once the notify is in', async () => {
    const me = await newMember();
    const album = ok(await send(t.app, content.detail, { iid: IID, id: 502, token: me.token }));
    expect(album.bought).toBe(false);
    const free = album.partList.find((p) => p.free)!;
    const locked = album.partList.find((p) => !p.free)!;
    expect(locked.open).toBe(false);
    const trial = ok(await send(t.app, content.part, { iid: IID, id: free.id, token: me.token }));
    expect(trial.mediaUrl).toMatch(/\/sample\.mp4$/);
    const refused = await send(t.app, content.part, { iid: IID, id: locked.id, token: me.token });
    expect(refused.error).toEqual({ code: content.CONTENT_ERRORS.locked.code, msg: '请先购买~' });
    expect(JSON.stringify(refused.body)).not.toContain('sample.mp4');
    // A visitor is refused too.
    expect((await send(t.app, content.part, { iid: IID, id: locked.id })).error?.code).toBe(content.CONTENT_ERRORS.locked.code);

    const payment = ok(await send(t.app, content.buy, { ...me, id: 502 }));
    expect(payment.amountFen).toBe(4900);
    expect((await send(t.app, content.part, { iid: IID, id: locked.id, token: me.token })).error?.code).toBe(content.CONTENT_ERRORS.locked.code);
    expect((await payAsSandbox(me.token, payment.tradeNo)).statusCode).toBe(200);
    const opened = ok(await send(t.app, content.part, { iid: IID, id: locked.id, token: me.token }));
    expect(ok(await send(t.app, content.detail, { iid: IID, id: 502, token: me.token })).bought).toBe(true);
    expect((await send(t.app, content.buy, { ...me, id: 502 })).error?.code).toBe(content.CONTENT_ERRORS.alreadyBought.code);
    expect(ok(await send(t.app, content.bought, me)).list.map((b) => b.targetId)).toEqual([502]);

    // The media: whole, by range, and refused when the signature is wrong.
    const whole = await t.app.inject({ method: 'GET', url: opened.mediaUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    const range = await t.app.inject({ method: 'GET', url: opened.mediaUrl, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
    expect(range.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    const forged = opened.mediaUrl.replace(/\/p\d+\//, `/p${free.id}/`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const playlist = await t.app.inject({ method: 'GET', url: opened.hlsUrl });
    expect(playlist.body).toContain('seg0.mp2t');
  });

  it('sells an album through the order kernel too: the paid order opens its parts', async () => {
    const me = await newMember();
    const created = ok(await send(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.course, keys: '504', num: 1, token: me.token }));
    expect(created.payPrice).toBe(1990);
    ok(await send(t.app, order.wechatPay, { iid: IID, orderId: created.orderId, openId: 'o-content-kernel', token: me.token }));
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: me.token, orderId: created.orderId } })).statusCode).toBe(200);
    const album = ok(await send(t.app, content.detail, { iid: IID, id: 504, token: me.token }));
    expect(album.bought).toBe(true);
    expect(album.partList.every((p) => p.open)).toBe(true);
    // A free item is not for sale.
    expect((await send(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.course, keys: '401', num: 1, token: me.token })).error?.msg).toBe('内容不存在或无需购买');
  });

  it('resumes where the member left a part', async () => {
    const me = await newMember();
    const video = ok(await send(t.app, content.detail, { iid: IID, id: 401, token: me.token }));
    const part = video.partList[0]!;
    ok(await send(t.app, content.progress, { ...me, id: part.id, position: 5 }));
    expect(ok(await send(t.app, content.part, { iid: IID, id: part.id, token: me.token })).position).toBe(5);
    expect(ok(await send(t.app, content.detail, { iid: IID, id: 401, token: me.token })).partList[0]!.position).toBe(5);
  });

  it('stores a comment as text, refuses one over the limit, and likes once', async () => {
    const me = await newMember();
    const script = '<script>alert(1)</script>好';
    const saved = ok(await send(t.app, content.comment, { ...me, id: 2, content: script }));
    expect(saved.content).toBe(script);
    expect(saved.mine).toBe(true);
    const tooLong = await send(t.app, content.comment, { ...me, id: 2, content: '长'.repeat(content.COMMENT_MAX + 1) });
    expect(tooLong.error).toEqual({ code: 400, msg: `评论最多${content.COMMENT_MAX}个字` });
    // A line break counts two (spec §5).
    expect((await send(t.app, content.comment, { ...me, id: 2, content: `${'长'.repeat(content.COMMENT_MAX - 1)}\n长` })).error?.msg).toBe(`评论最多${content.COMMENT_MAX}个字`);
    expect((await send(t.app, content.comment, { ...me, id: 2, content: '   ' })).error?.msg).toBe('请输入评论内容');
    const list = ok(await send(t.app, content.comments, { iid: IID, id: 2 }));
    expect(list.list[0]!.content).toBe(script);

    const first = ok(await send(t.app, content.like, { ...me, id: 3, like: true }));
    const again = ok(await send(t.app, content.like, { ...me, id: 3, like: true }));
    expect(again.likes).toBe(first.likes);
    expect(ok(await send(t.app, content.like, { ...me, id: 3, like: false })).likes).toBe(first.likes - 1);
  });

  it('collects and un-collects an item into the collection list', async () => {
    const me = await newMember();
    ok(await send(t.app, content.collect, { ...me, id: 101, collect: true }));
    expect(ok(await send(t.app, content.detail, { iid: IID, id: 101, token: me.token })).collected).toBe(true);
    const listed = ok(await send(t.app, collection.list, me));
    expect(listed.list.map((c) => [c.targetType, c.targetId, c.link])).toEqual([['note', 101, `/app/note/${IID}/detail/101`]]);
    ok(await send(t.app, content.collect, { ...me, id: 101, collect: false }));
    expect(ok(await send(t.app, collection.list, me)).total).toBe(0);
  });

  it('refunds a second payment: another pay window of an item paid meanwhile, and another transaction for a paid purchase', async () => {
    const me = await newMember();
    const gateway = new SandboxPayProvider(PAY_KEY, 'wx-sandbox-app');
    const notify = async (n: object) => (await t.app.inject({ method: 'POST', url: '/api/pay/notify', payload: n })).json<{ code: string; message: string }>();
    const first = ok(await send(t.app, content.buy, { ...me, id: 502 }));
    t.advance(31 * 60_000); // the first pay window went stale: a second purchase, another trade number
    try {
      const second = ok(await send(t.app, content.buy, { ...me, id: 502 }));
      expect(second.tradeNo).not.toBe(first.tradeNo);
      const paid = gateway.signNotify(second.tradeNo, second.amountFen);
      expect(await notify(paid)).toEqual({ code: 'SUCCESS', message: 'paid' });
      expect(await notify(paid)).toEqual({ code: 'SUCCESS', message: 'duplicate' });
      // The stale window is paid too: sent back, and again when its notify repeats (a failed refund is asked again).
      const late = gateway.signNotify(first.tradeNo, first.amountFen);
      for (let i = 0; i < 2; i++) expect(await notify(late)).toEqual({ code: 'SUCCESS', message: 'refunded' });
      // Another transaction for the paid purchase: sent back.
      expect(await notify(gateway.signNotify(second.tradeNo, second.amountFen))).toEqual({ code: 'SUCCESS', message: 'refunded' });
      expect(ok(await send(t.app, content.bought, me)).list.map((b) => b.targetId)).toEqual([502]);
    } finally {
      t.advance(-31 * 60_000);
    }
  });

  it('refuses a renamed non-image by its content and a photo that is not the member’s', async () => {
    const me = await newMember();
    const albums = ok(await send(t.app, content.albums, { iid: IID }));
    const albumId = albums.list[0]!.id;
    const source = { declaration: content.ossToken, params: me };
    const fake = new File([new TextEncoder().encode('not really a picture')], 'photo.png', { type: 'image/png' });
    await expect(uploadImage(injectApiClient(t.app), { file: fake, iid: IID, source })).rejects.toThrow(/415/);
    const real = new File([new Uint8Array(pngBytes(64, 48))], 'photo.png', { type: 'image/png' });
    const { url } = await uploadImage(injectApiClient(t.app), { file: real, iid: IID, source });
    const added = ok(await send(t.app, content.addPhotos, { ...me, id: albumId, urls: JSON.stringify([url]) }));
    expect(added[0]).toMatchObject({ width: 64, height: 48 });
    expect((await t.app.inject({ method: 'GET', url: added[0]!.url })).headers['content-type']).toBe('image/png');
    const other = await newMember();
    expect((await send(t.app, content.addPhotos, { ...other, id: albumId, urls: JSON.stringify([url]) })).error?.msg).toBe('只能添加自己上传的图片');
    const photos = ok(await send(t.app, content.photos, { iid: IID, id: albumId }));
    expect(photos.list[0]!.url).toBe(added[0]!.url);
    expect(ok(await send(t.app, content.album, { iid: IID, id: albumId })).photos).toBe(photos.total);
  });

  it('runs a live room: comments, mute, a paid gate and a tip announced in the room', async () => {
    const me = await newMember();
    const live = ok(await send(t.app, content.liveList, { iid: IID, status: 'live' }));
    const free = live.list.find((r) => r.price === 0)!;
    const paid = live.list.find((r) => r.price > 0)!;
    expect(free.streamUrl).toMatch(/live\.m3u8$/);
    expect(paid.streamUrl).toBe('');
    expect(ok(await send(t.app, content.liveList, { iid: IID, status: 'upcoming' })).list[0]!.streamUrl).toBe('');
    expect(ok(await send(t.app, content.liveList, { iid: IID, status: 'ended' })).list[0]!.streamUrl).toMatch(/index\.m3u8$/);
    const stream = await t.app.inject({ method: 'GET', url: free.streamUrl });
    expect(stream.body).toContain('#EXTM3U');

    const said = ok(await send(t.app, content.liveComment, { ...me, id: free.id, content: '主播好' }));
    expect((await send(t.app, content.liveComment, { ...me, id: free.id, content: '再来一条' })).error?.msg).toBe('您发送消息过于频繁！');
    const messages = ok(await send(t.app, content.liveMessages, { iid: IID, id: free.id }));
    expect(messages.at(-1)).toEqual(said);

    const admin = (muted: boolean) => t.app.inject({ method: 'POST', url: `/api/admin/content/live/${free.id}/mute`, headers: { authorization: `Bearer ${t.operatorToken}` }, payload: { muted } });
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/content/live/${free.id}/mute`, payload: { muted: true } })).statusCode).toBe(401);
    expect((await admin(true)).statusCode).toBe(200);
    t.advance(2000);
    expect((await send(t.app, content.liveComment, { ...me, id: free.id, content: '还在吗' })).error?.msg).toBe('您已被禁言！');
    expect((await admin(false)).statusCode).toBe(200);

    // The host mutes from the room page: a viewer may not, and while muted only the host speaks.
    const host = await signUp(t.app, IID, DEMO_HOST_MOBILE);
    expect(ok(await send(t.app, content.liveRoom, { iid: IID, id: free.id, token: host.token })).isHost).toBe(true);
    expect(ok(await send(t.app, content.liveRoom, { iid: IID, id: free.id, token: me.token })).isHost).toBe(false);
    expect((await send(t.app, content.liveMute, { ...me, id: free.id, muted: true })).error?.msg).toBe('只有主播可以设置禁言');
    expect(ok(await send(t.app, content.liveMute, { iid: IID, token: host.token, id: free.id, muted: true }))).toEqual({ muted: true });
    t.advance(2000);
    expect((await send(t.app, content.liveComment, { ...me, id: free.id, content: '还在吗' })).error?.msg).toBe('您已被禁言！');
    expect(ok(await send(t.app, content.liveComment, { iid: IID, token: host.token, id: free.id, content: '先听我讲完' })).content).toBe('先听我讲完');
    expect(ok(await send(t.app, content.liveMute, { iid: IID, token: host.token, id: free.id, muted: false }))).toEqual({ muted: false });
    expect(ok(await send(t.app, content.liveRoom, { iid: IID, id: free.id })).muted).toBe(false);

    // A tip is an order of the kernel: the server checks the amount and the room, nothing is stored for a refusal.
    const tipLine = (property: string, keys = String(free.id)) => ({ iid: IID, num: 1, token: me.token, orderType: order.BUSINESS_TYPE.tip, keys, property });
    for (const bad of ['50', '50001', '5.5', '', '-100', '1e3']) {
      expect((await send(t.app, order.create, tipLine(bad))).error?.msg, bad).toBe('打赏金额应在1元到500元之间');
    }
    expect((await send(t.app, order.create, tipLine('600', '999999'))).error?.msg).toBe('直播不存在');
    expect((await send(t.app, order.create, { ...tipLine('600'), num: 2 })).error?.msg).toBe('每次打赏一笔');
    expect(ok(await send(t.app, order.list, { iid: IID, token: me.token })).list).toEqual([]);
    expect(ok(await send(t.app, content.liveRoom, { iid: IID, id: free.id })).tipsFen).toBe(free.tipsFen);
    const tip = await payThroughKernel(me, { orderType: order.BUSINESS_TYPE.tip, keys: String(free.id), property: '600' });
    expect(tip.payPrice).toBe(600);
    const after = ok(await send(t.app, content.liveMessages, { iid: IID, id: free.id, after: said.id }));
    expect(after).toEqual([
      expect.objectContaining({ kind: 'comment', content: '先听我讲完' }),
      expect.objectContaining({ kind: 'tip', amountFen: 600, content: expect.stringContaining('打赏了主播') }),
    ]);
    expect(ok(await send(t.app, content.liveRoom, { iid: IID, id: free.id })).tipsFen).toBe(free.tipsFen + 600);
    // A member cannot take a tip back; the organisation's finance can, and a refunded tip comes off
    // the room's total again (once the provider's refund is in).
    expect((await send(t.app, order.refund, { iid: IID, token: me.token, orderId: tip.orderId, reason: '点错了', amountFen: 600 })).error?.msg).toBe('该订单不支持退款');
    const finance = await signInStaff(t.app, '13800001002', 'Tongxin1002');
    ok(await send(t.app, order.consoleRefund, { token: finance, orderId: tip.orderId, amountFen: 600, reason: '打赏点错了，主播同意退回' }));
    // The console asks the provider once its refund has committed: the sandbox's notify is sent once that refund waits there.
    const refundNotify = async () => (await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/refund', payload: { iid: IID, token: me.token, orderId: tip.orderId } })).statusCode;
    await expect.poll(refundNotify, { timeout: 60_000 }).toBe(200);
    expect(ok(await send(t.app, content.liveRoom, { iid: IID, id: free.id })).tipsFen).toBe(free.tipsFen);

    // A paid room's talk is the buyers': not read, not joined, no stream before buying.
    expect(ok(await send(t.app, content.liveRoom, { iid: IID, id: paid.id, token: me.token })).eventsUrl).toBe('');
    expect((await send(t.app, content.liveMessages, { iid: IID, id: paid.id, token: me.token })).error).toEqual({ code: 4031, msg: '请先购买~' });
    expect((await send(t.app, content.liveComment, { ...me, id: paid.id, content: '能看吗' })).error?.msg).toBe('请先购买~');
    const unsigned = await t.app.inject({ method: 'GET', url: `/api/content/live/${paid.id}/events?iid=${IID}` });
    expect(unsigned.statusCode).toBe(403);
    const gate = ok(await send(t.app, content.buy, { ...me, id: paid.id, live: 1 }));
    expect(gate.amountFen).toBe(paid.price);
    await payAsSandbox(me.token, gate.tradeNo);
    const opened = ok(await send(t.app, content.liveRoom, { iid: IID, id: paid.id, token: me.token }));
    expect(opened.streamUrl).toMatch(/live\.m3u8$/);
    expect(opened.eventsUrl).toMatch(new RegExp(`^/api/content/live/${paid.id}/events\\?iid=${IID}&exp=\\d+&sig=[\\w-]+$`));
    const forged = opened.eventsUrl.replace(/sig=[\w-]{4}/, 'sig=AAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect(ok(await send(t.app, content.liveMessages, { iid: IID, id: paid.id, token: me.token }))).toEqual(expect.any(Array));
    ok(await send(t.app, content.liveComment, { ...me, id: paid.id, content: '买了，来听课' }));
  });

  it('reminds a member of an upcoming room once it is on air, on any device, until they have seen it', async () => {
    const [me, other] = [await newMember(), await newMember()];
    const upcoming = ok(await send(t.app, content.liveList, { iid: IID, status: 'upcoming', token: me.token })).list[0]!;
    expect(upcoming).toMatchObject({ reminded: false, reminders: 0 });
    expect(ok(await send(t.app, content.liveRemind, { ...me, id: upcoming.id, remind: true }))).toMatchObject({ reminded: true, reminders: 1 });
    // Asked twice, held once; another member's counts too, and only the asker sees it as theirs.
    ok(await send(t.app, content.liveRemind, { ...me, id: upcoming.id, remind: true }));
    expect(ok(await send(t.app, content.liveRemind, { ...other, id: upcoming.id, remind: true })).reminders).toBe(2);
    expect(ok(await send(t.app, content.liveRoom, { iid: IID, id: upcoming.id, token: me.token }))).toMatchObject({ reminded: true, reminders: 2 });
    expect(ok(await send(t.app, content.liveRoom, { iid: IID, id: upcoming.id }))).toMatchObject({ reminded: false, reminders: 2 });
    ok(await send(t.app, content.liveRemind, { ...other, id: upcoming.id, remind: false }));
    // Nothing is due before it starts, and opening the room early keeps the reminder.
    expect(ok(await send(t.app, content.liveReminders, me))).toEqual([]);
    expect(ok(await send(t.app, content.liveRemindSeen, { ...me, id: upcoming.id }))).toBe(false);
    const live = ok(await send(t.app, content.liveList, { iid: IID, status: 'live' })).list[0]!;
    expect((await send(t.app, content.liveRemind, { ...me, id: live.id, remind: true })).error?.msg).toBe('直播已开始，快去观看吧');

    t.advance(Date.parse(upcoming.startAt) - Date.now() + 60_000);
    const due = ok(await send(t.app, content.liveReminders, me));
    expect(due.map((r) => [r.id, r.status])).toEqual([[upcoming.id, 'live']]);
    expect(ok(await send(t.app, content.liveReminders, other))).toEqual([]);
    expect(ok(await send(t.app, content.liveRemindSeen, { ...me, id: upcoming.id }))).toBe(true);
    expect(ok(await send(t.app, content.liveReminders, me))).toEqual([]);
  });

  it('streams a room’s messages to everyone in it at once, and catches a reconnect up', async () => {
    const me = await newMember();
    const room = ok(await send(t.app, content.liveList, { iid: IID, status: 'live' })).list.find((r) => r.price === 0)!;
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const controller = new AbortController();
    try {
      const response = await fetch(`${address}/api/content/live/${room.id}/events?iid=${IID}`, { signal: controller.signal });
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      t.advance(5000);
      const said = ok(await send(t.app, content.liveComment, { ...me, id: room.id, content: '第二个浏览器也能看到' }));
      let text = '';
      while (!text.includes('第二个浏览器也能看到')) text += (await reader.read()).value ?? '';
      expect(text).toContain(`id: ${said.id}`);
      controller.abort();

      // A reconnect names the last id it saw: it gets what came after.
      t.advance(5000);
      const missed = ok(await send(t.app, content.liveComment, { ...me, id: room.id, content: '断线期间的消息' }));
      const again = new AbortController();
      const resumed = await fetch(`${address}/api/content/live/${room.id}/events?iid=${IID}`, { signal: again.signal, headers: { 'last-event-id': String(said.id) } });
      const reader2 = resumed.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text2 = '';
      while (!text2.includes('断线期间的消息')) text2 += (await reader2.read()).value ?? '';
      expect(text2).toContain(`id: ${missed.id}`);

      // A tip paid through the order kernel is announced in the room once its payment is in.
      await payThroughKernel(me, { orderType: order.BUSINESS_TYPE.tip, keys: String(room.id), property: '1000' });
      while (!text2.includes('"kind":"tip"')) text2 += (await reader2.read()).value ?? '';
      expect(text2).toMatch(/"kind":"tip","author":"[^"]+","content":"[^"]+ 打赏了主播","amountFen":1000/);
      again.abort();
    } finally {
      controller.abort();
    }
  });

  it('makes a poster only for the app’s own pages', async () => {
    const me = await newMember();
    const poster = ok(await send(t.app, content.poster, { ...me, title: '一起来', dstUrl: `/app/news/${IID}/detail/1` }));
    expect(poster.userName).toBeTruthy();
    expect((await send(t.app, content.poster, { ...me, title: '一起来', dstUrl: 'https://evil.example/x' })).error?.msg).toBe('只能分享本站页面');
  });
});
