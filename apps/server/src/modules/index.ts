import { adminModule } from './admin';
import { communityModule } from './community/handlers';
import { devModule } from './dev';
import { memberModule } from './member/register';
import { paymentsModule } from './payments';
import type { ServerModule } from './types';
import { universityModule } from './university';
import { wechatModule } from './wechat';

/**
 * Every handler module, in registration order. A new area (e.g. community calls) adds its folder
 * under modules/<area>/ exporting a ServerModule, and one line here (README: "Adding calls").
 */
export const modules: readonly ServerModule[] = [universityModule, communityModule, memberModule, paymentsModule, wechatModule, adminModule, devModule];

export type { ModuleContext, ServerModule } from './types';
