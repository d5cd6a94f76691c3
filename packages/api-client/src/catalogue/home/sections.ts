import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';
import { sectionSchema } from './schemas';

/** The home page's sections, each with its first items (spec §7 pageShow.list). */
export const sections = defineCall({
  name: 'home.sections',
  transport: 'api',
  method: 'GET',
  uri: '/pageShow.list',
  params: z.object({ iid: iidParam }),
  result: z.array(sectionSchema),
});
