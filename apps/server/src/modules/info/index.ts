import { info } from '@tongxin/api-client/catalogue';
import { and, asc, eq } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import { defineModule, implement } from '../../platform/module';
import { siteConfig } from '../home/api';
import * as tables from './schema';
import { infoPages, welfareOffers } from './schema';
import { seedInfo } from './seed';

/** The info pages (spec §2 info group) and the volunteer privilege card's partner offers. */
export default defineModule({
  name: 'info',
  tables,
  seed: { run: seedInfo },
  calls: [
    implement(info.page, async ({ iid, name }, { services: s }) => {
      const [row] = await s.db
        .select()
        .from(infoPages)
        .where(and(eq(infoPages.iid, iid), eq(infoPages.name, name)))
        .limit(1);
      if (!row) throw refuse(info.page.errors.notFound);
      return { title: row.title, updatedAt: row.updatedAt.toISOString(), sections: row.sections };
    }),

    implement(info.vipWelfare, async ({ iid }, { services: s }) => {
      const config = await siteConfig(s.db, iid);
      if (!config) throw refuse(info.vipWelfare.errors.unknownTenant);
      const offers = await s.db
        .select({ id: welfareOffers.id, title: welfareOffers.title, description: welfareOffers.description, image: welfareOffers.image })
        .from(welfareOffers)
        .where(eq(welfareOffers.iid, iid))
        .orderBy(asc(welfareOffers.sort), asc(welfareOffers.id));
      return { cardTitle: config.welfareTitle, intro: config.welfareIntro, offers };
    }),
  ],
});
