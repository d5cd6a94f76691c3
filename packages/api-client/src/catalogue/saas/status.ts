import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { saasStatusSchema } from './schemas';

/** The organisation's current plan, and whether the signed-in member (a tenant admin) may buy one. */
export const status = defineCall({ name: 'saas.status', transport: 'api', method: 'GET', uri: '/saas/status', params: z.object(memberScope), result: saasStatusSchema });
