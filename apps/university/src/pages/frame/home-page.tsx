import { useQuery } from '@tanstack/react-query';
import { getPageShow } from '@tongxin/api-client';
import { UNIVERSITY_IID } from '@tongxin/env-auth';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { routeNames } from '../../app/route-names';
import { EmptyState, LoadError, Loading } from '../../components/states';
import { api } from '../../lib/api';
import { useCall } from '../../lib/query';
import { PageBlocks } from './page-blocks';
import styles from './home-page.module.css';

const tenantSchema = z.object({ iid: z.number(), name: z.string() });

/** The home tab: the tenant's name and the content page of type 0; both calls run in parallel. */
export function Component() {
  const tenant = useQuery({
    queryKey: ['domain.goIndexByIid', { iid: UNIVERSITY_IID }],
    queryFn: async ({ signal }) => tenantSchema.parse(await api.apiGet('/domain/goIndexByIid', { iid: UNIVERSITY_IID }, { signal })),
  });
  const page = useCall(getPageShow, { iid: UNIVERSITY_IID, type: 0 });
  return (
    <main>
      <h1 style={{ fontSize: 20, margin: '8px 0 12px' }}>{tenant.data?.name ?? '网上报名'}</h1>
      <nav className={styles.entries} aria-label="招生入口">
        <Link to={routeNames.UniversityFrameBachelor}>本科招生</Link>
        <Link to={routeNames.UniversityFrameMaster}>研究生招生</Link>
        <Link to={routeNames.UniversityApplyHome}>网上报名</Link>
      </nav>
      {page.isPending && <Loading />}
      {page.isError && <LoadError error={page.error} onRetry={() => void page.refetch()} />}
      {page.data && (page.data.page_show.length === 0 ? <EmptyState text="暂无内容" /> : <PageBlocks blocks={page.data.page_show} />)}
    </main>
  );
}
