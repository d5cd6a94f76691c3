import type { ModuleContext } from '../../platform/module';
import { registerCfAdmin } from './admin';
import { sweepProjects } from './projects';

/**
 * The settling job: at start (projects that fell due while the server was down, refunds a restart
 * interrupted) and then every CF_SWEEP_SECONDS, it settles projects past their deadline and
 * refunds the supporters of those short of their goal. A read of a project past its deadline
 * settles it on the spot as well.
 */
function startSettling({ app, services: s }: ModuleContext): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= sweepProjects(s)
      .catch((error: unknown) => app.log.error(error, 'crowdfunding settling failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, s.config.cfSweepSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** The module's plain routes: the review API, and the settling job. */
export function cfRoutes(ctx: ModuleContext): void {
  registerCfAdmin(ctx);
  startSettling(ctx);
}
