import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { iidParam } from '../shapes';
import { INFO_PAGES } from './schemas';

/** An info page: a title and sections of plain-text paragraphs. */
export const page = defineCall({
  name: 'info.page',
  transport: 'api',
  method: 'GET',
  uri: '/info/page',
  params: z.object({ iid: iidParam, name: z.enum(INFO_PAGES) }),
  result: z.object({
    title: z.string(),
    updatedAt: z.string(),
    sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  }),
  errors: { notFound: callError(404, '页面不存在') },
});
