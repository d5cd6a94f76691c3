import type { ModuleContext } from '../../platform/module';
import { startQueuedRefunds } from './after-sale';
import { sweepExpired } from './kernel';

/**
 * The auto-cancel job. Every waiting order carries its due time (expires_at), so the job needs no
 * memory of its own and survives restarts: it sweeps once when the app is ready (orders that fell
 * due while the server was down) and then every ORDER_SWEEP_SECONDS. A page that reads an order
 * past its time expires it on the spot (expireIfDue), so nobody waits for the next sweep.
 */
export function startSweeper({ app, services: s }: ModuleContext): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= sweepExpired(s)
      .then(() => startQueuedRefunds(s, (error, orderId) => app.log.warn({ err: error, orderId }, 'queued refund not accepted yet')))
      .catch((error: unknown) => app.log.error(error, 'order sweep failed'))
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
