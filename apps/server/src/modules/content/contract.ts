import { uploadImage } from '@tongxin/api-client';
import { content } from '@tongxin/api-client/catalogue';
import { injectApiClient } from '../../testing/client';
import { example, type ContractFixture } from '../../testing/contract';
import { pngBytes } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { contentAiCredits } from './schema';
import { DEMO_HOST_MOBILE } from './seed';

/** The content module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(content.list, { iid: 1000, moduleType: 'news', tag: '环保', isNew: true, pageNo: 1, pageSize: 5 }),
  example(content.tags, { iid: 1000, moduleType: 'video' }),
  example(content.detail, { iid: 1000, id: 1 }),
  example(content.part, async (fx) => {
    const detail = await fx.succeed(content.detail, { iid: 1000, id: 501 });
    return { iid: 1000, id: detail.partList[0]!.id };
  }),
  example(content.stat, { iid: 1000, type: 'news', p: 2 }),
  example(content.comments, { iid: 1000, id: 1 }),
  example(content.comment, async (fx) => ({ ...(await member(fx)), id: 1, content: '写得好' })),
  example(content.like, async (fx) => ({ ...(await member(fx)), id: 2, like: true })),
  example(content.collect, async (fx) => ({ ...(await member(fx)), id: 3, collect: true })),
  example(content.mate, { iid: 1000, id: 301 }),
  example(content.mateJoin, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, id: 309 };
  }),
  example(content.mateLeave, async (fx) => {
    const { iid, token } = await fx.newMember();
    await fx.succeed(content.mateJoin, { iid, token, id: 312 });
    return { iid, token, id: 312 };
  }),
  example(content.progress, async (fx) => {
    const detail = await fx.succeed(content.detail, { iid: 1000, id: 401 });
    return { ...(await member(fx)), id: detail.partList[0]!.id, position: 4 };
  }),
  example(content.buy, async (fx) => ({ ...(await member(fx)), id: 502 })),
  example(content.bought, async (fx) => member(fx)),
  example(content.liveList, { iid: 1000, status: 'live' }),
  example(content.liveRoom, async (fx) => {
    const rooms = await fx.succeed(content.liveList, { iid: 1000, status: 'live' });
    return { iid: 1000, id: rooms.list[0]!.id };
  }),
  example(content.liveMessages, async (fx) => {
    const rooms = await fx.succeed(content.liveList, { iid: 1000, status: 'live' });
    return { iid: 1000, id: rooms.list[0]!.id };
  }),
  example(content.liveComment, async (fx) => {
    const rooms = await fx.succeed(content.liveList, { iid: 1000, status: 'live' });
    return { ...(await fx.newMember()), id: rooms.list.find((r) => r.price === 0)!.id, content: '主播好' };
  }),
  example(content.liveMute, async (fx) => {
    const rooms = await fx.succeed(content.liveList, { iid: 1000, status: 'live' });
    const host = await signUp(fx.app, 1000, DEMO_HOST_MOBILE);
    // Unmuting: the other examples still comment in the room.
    return { iid: 1000, token: host.token, id: rooms.list.find((r) => r.price === 0)!.id, muted: false };
  }),
  example(content.liveRemind, async (fx) => {
    const rooms = await fx.succeed(content.liveList, { iid: 1000, status: 'upcoming' });
    return { ...(await fx.newMember()), id: rooms.list[0]!.id, remind: true };
  }),
  example(content.liveReminders, async (fx) => member(fx)),
  example(content.liveRemindSeen, async (fx) => {
    const rooms = await fx.succeed(content.liveList, { iid: 1000, status: 'live' });
    return { ...(await member(fx)), id: rooms.list[0]!.id };
  }),
  example(content.albums, { iid: 1000 }),
  example(content.album, async (fx) => {
    const albums = await fx.succeed(content.albums, { iid: 1000 });
    return { iid: 1000, id: albums.list[0]!.id };
  }),
  example(content.photos, async (fx) => {
    const albums = await fx.succeed(content.albums, { iid: 1000 });
    return { iid: 1000, id: albums.list[0]!.id };
  }),
  example(content.ossToken, async (fx) => member(fx)),
  example(content.addPhotos, async (fx) => {
    const me = await fx.newMember();
    const file = new File([new Uint8Array(pngBytes(40, 30))], 'photo.png', { type: 'image/png' });
    const { url } = await uploadImage(injectApiClient(fx.app), { file, iid: me.iid, source: { declaration: content.ossToken, params: { iid: me.iid, token: me.token } } });
    const albums = await fx.succeed(content.albums, { iid: 1000 });
    return { iid: me.iid, token: me.token, id: albums.list[0]!.id, urls: JSON.stringify([url]) };
  }),
  example(content.experts, { iid: 1000 }),
  example(content.myQuestions, async (fx) => member(fx)),
  example(content.aiInfo, async (fx) => member(fx)),
  example(content.aiAsk, async (fx) => {
    const me = await fx.newMember();
    await fx.db.insert(contentAiCredits).values({ iid: me.iid, memberId: me.userId, orderId: `contract-${me.userId}`, questions: 1 });
    return { iid: me.iid, token: me.token, question: '植树节在哪里集合？' };
  }),
  example(content.aiHistory, async (fx) => member(fx)),
  example(content.poster, async (fx) => ({ ...(await member(fx)), title: '一起来做志愿者', dstUrl: '/app/news/1000/detail/1' })),
];

async function member(fx: ContractFixture) {
  const { iid, token } = await fx.demoMember();
  return { iid, token };
}
