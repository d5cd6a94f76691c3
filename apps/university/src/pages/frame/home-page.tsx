import { useRead, type Prefetcher } from '@tongxin/api-client/react';
import { site, university } from '@tongxin/api-client';
import { UNIVERSITY_IID } from '@tongxin/env-auth';
import { QueryView } from '@tongxin/ui';
import { universityScope } from '../../lib/query';
import { PageBlocks } from './page-blocks';

/** The server renders the home with its two answers (the first screen arrives with the HTML): the same reads as below. */
export function prefetch(p: Prefetcher) {
  return Promise.all([p.read(site.goIndexByIid, { iid: UNIVERSITY_IID }), p.read(university.getPageShow, { iid: UNIVERSITY_IID, type: 0 })]);
}

/** The home tab: the tenant's name and the content page of type 0; both calls run in parallel. */
export function Component() {
  const tenant = useRead(universityScope, site.goIndexByIid, { iid: UNIVERSITY_IID });
  const page = useRead(universityScope, university.getPageShow, { iid: UNIVERSITY_IID, type: 0 });
  return (
    <main>
      <h1 style={{ fontSize: 20, margin: '8px 0 12px' }}>{tenant.data?.name ?? '网上报名'}</h1>
      <QueryView query={page} isEmpty={(data) => data.page_show.length === 0}>
        {(data) => <PageBlocks blocks={data.page_show} />}
      </QueryView>
    </main>
  );
}
