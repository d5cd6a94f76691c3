import { apiGet } from '@tongxin/api-client';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_IID, parseIid } from '@tongxin/env-auth';
import { useParams } from 'react-router-dom';
import { z } from 'zod';

const tenantSchema = z.object({ iid: z.number(), name: z.string() });

export function Component() {
  const iid = parseIid(useParams().iid) ?? DEFAULT_IID;
  const tenant = useQuery({
    queryKey: ['domain.goIndexByIid', { iid }],
    queryFn: async () => tenantSchema.parse(await apiGet('/domain/goIndexByIid', { iid })),
  });
  return (
    <main style={{ padding: 16 }}>
      <h1 style={{ fontSize: 20, margin: '8px 0' }}>{tenant.data?.name ?? '同心'}</h1>
      {tenant.isPending && <p aria-busy="true">加载中…</p>}
      {tenant.isError && (
        <p role="alert">
          {tenant.error.message}{' '}
          <button type="button" onClick={() => void tenant.refetch()}>
            重试
          </button>
        </p>
      )}
    </main>
  );
}
