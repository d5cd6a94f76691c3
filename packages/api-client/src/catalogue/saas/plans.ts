import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';
import { saasPlanSchema } from './schemas';

/** The platform's paid plans on sale to the organisation. */
export const plans = defineCall({ name: 'saas.plans', transport: 'api', method: 'GET', uri: '/saas/plans', params: z.object({ iid: iidParam }), result: z.array(saasPlanSchema) });
