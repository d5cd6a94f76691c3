import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@tongxin/api-client';
import { UNIVERSITY_IID } from '@tongxin/env-auth';
import { z } from 'zod';

const tenantSchema = z.object({ iid: z.number(), name: z.string() });

export function Component() {
  const tenant = useQuery({
    queryKey: ['domain.goIndexByIid', { iid: UNIVERSITY_IID }],
    queryFn: async () => tenantSchema.parse(await apiGet('/domain/goIndexByIid', { iid: UNIVERSITY_IID })),
  });
  return (
    <main>
      <h1 style={{ fontSize: 20, margin: '8px 0' }}>{tenant.data?.name ?? '网上报名'}</h1>
      {tenant.isPending && <p aria-busy="true">加载中…</p>}
      {tenant.isError && <p role="alert">{tenant.error.message}</p>}
    </main>
  );
}
