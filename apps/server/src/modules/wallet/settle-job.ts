import type { ModuleContext } from '../../platform/module';
import { settleDue } from './ledger';

/**
 * The settlement job: commissions carry their due time (settle_at), so the job keeps no memory and
 * survives restarts — it settles once when the app is ready (what fell due while it was down) and
 * then every ORDER_SWEEP_SECONDS. A wallet read settles the member's own due credits on the spot.
 */
export function startSettleJob({ app, services: s }: ModuleContext): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= (async () => {
      // Batches of 200 until none is due.
      while ((await settleDue(s.db, new Date(s.now()))) === 200);
    })()
      .catch((error: unknown) => app.log.error(error, 'wallet settlement failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, s.config.orderSweepSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
