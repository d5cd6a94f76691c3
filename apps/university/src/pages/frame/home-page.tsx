import { useRead } from '@tongxin/api-client/react';
import { site, university } from '@tongxin/api-client';
import { UNIVERSITY_IID } from '@tongxin/env-auth';
import { EmptyState, LoadError, Loading } from '../../components/states';
import { universityScope } from '../../lib/query';
import { PageBlocks } from './page-blocks';

/** The home tab: the tenant's name and the content page of type 0; both calls run in parallel. */
export function Component() {
  const tenant = useRead(universityScope, site.goIndexByIid, { iid: UNIVERSITY_IID });
  const page = useRead(universityScope, university.getPageShow, { iid: UNIVERSITY_IID, type: 0 });
  return (
    <main>
      <h1 style={{ fontSize: 20, margin: '8px 0 12px' }}>{tenant.data?.name ?? '网上报名'}</h1>
      {page.isPending && <Loading />}
      {page.isError && <LoadError error={page.error} onRetry={() => void page.refetch()} />}
      {page.data &&
        (page.data.page_show.length === 0 ? (
          <EmptyState text="暂无内容" />
        ) : (
          <PageBlocks blocks={page.data.page_show} />
        ))}
    </main>
  );
}
