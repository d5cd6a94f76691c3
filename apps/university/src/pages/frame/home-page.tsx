import { useRead } from '@tongxin/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { university } from '@tongxin/api-client';
import { UNIVERSITY_IID } from '@tongxin/env-auth';
import { z } from 'zod';
import { EmptyState, LoadError, Loading } from '../../components/states';
import { api } from '../../lib/api';
import { universityScope } from '../../lib/query';
import { PageBlocks } from './page-blocks';

const tenantSchema = z.object({ iid: z.number(), name: z.string() });

/** The home tab: the tenant's name and the content page of type 0; both calls run in parallel. */
export function Component() {
  const tenant = useQuery({
    queryKey: ['domain.goIndexByIid', { iid: UNIVERSITY_IID }],
    queryFn: async ({ signal }) =>
      tenantSchema.parse(
        await api.apiGet('/domain/goIndexByIid', { iid: UNIVERSITY_IID }, { signal }),
      ),
  });
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
