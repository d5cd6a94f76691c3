import { defineModule } from '../../platform/module';
import { albumCalls, memberUploadStore } from './album';
import { registerUploadStore } from '../../platform/upload-store';
import { registerAdmin } from './admin';
import { itemCalls } from './handlers';
import { mateCalls } from './mate';
import { liveCalls, registerLiveAdmin, registerLiveRoutes } from './live';
import { isMediaFile, livePlaylist, sendMedia, verifySigned } from './media';
import { applyContentPayment, payCalls, registerSandboxPayer, TRADE_PREFIX } from './pay';
import { roomStart } from './live';
import { RedisRoomBus } from '../../platform/room-bus';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import * as tables from './schema';
import { courseSeller, liveSeller, tipSeller } from './sellers';
import { aiCalls, aiCreditSeller } from './ai';
import { askCalls, askSeller, registerAskAdmin, startAskRefunds } from './ask';
import { seedContent } from './seed';

/**
 * Content and media: news, notes, feed, mates and sources; video, pvideo albums, audio albums
 * and books with free and paid parts; live rooms with real-time comments and tips; cloud albums
 * with members' uploads; posters; paid questions to an expert and to the assistant. Paid things are
 * orders of the kernel (and content.buy's older C… trades), paid by the provider's notify.
 */
export default defineModule({
  name: 'content',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member', 'collection'], run: seedContent },
  calls: [...itemCalls, ...mateCalls, ...payCalls, ...liveCalls, ...albumCalls, ...askCalls, ...aiCalls],
  payments: { prefix: TRADE_PREFIX, apply: applyContentPayment },
  sells: [courseSeller, liveSeller, tipSeller, askSeller, aiCreditSeller],
  routes: async ({ app, services: s }) => {
    // Signed media: /api/content/media/{p<part>|l<room>}/{exp}/{sig}/{file}, with range requests.
    app.get('/api/content/media/:scope/:exp/:sig/:file', async (request, reply) => {
      const { scope, exp, sig, file } = request.params as Record<string, string>;
      if (!/^[pl]\d{1,9}$/.test(scope ?? '') || !verifySigned(s, scope ?? '', Number(exp), sig ?? '')) return reply.code(403).send({ code: 403, msg: '链接已失效，请刷新页面' });
      if (scope?.startsWith('l') && file === 'live.m3u8') {
        const since = await roomStart(s.db, Number(scope.slice(1)));
        if (!since) return reply.code(404).send({ code: 404, msg: '直播不存在' });
        return reply.type('application/vnd.apple.mpegurl').header('cache-control', 'no-cache').send(livePlaylist(s.now(), since.getTime()));
      }
      if (!isMediaFile(file ?? '')) return reply.code(404).send({ code: 404, msg: '文件不存在' });
      return sendMedia(request, reply, file ?? '', 'private, max-age=3600');
    });
    registerLiveRoutes(app, s);
    // The room bus: with Redis, connected and subscribed before the app answers; closed with it.
    app.addHook('onReady', async () => {
      if (s.roomBus instanceof RedisRoomBus) await s.roomBus.start();
    });
    app.addHook('onClose', async () => {
      await s.roomBus.close();
    });
    registerSandboxPayer(app, s);
    registerAdmin(app, s, (scope) => {
      registerLiveAdmin(scope, s);
      registerAskAdmin(scope, s);
    });
    await registerUploadStore(app, s, memberUploadStore);
    startAskRefunds({ app, services: s });
  },
});
