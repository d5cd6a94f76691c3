import { content } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { useEffect, useRef } from 'react';
import { tenantScope } from '../../../components/scopes';

/** Counts one view of a record when its page opens (spec §7 /v1/sys/stat: type, p). */
export function useViewStat(type: string, id: number | null) {
  const stat = useWrite(tenantScope, content.stat);
  const counted = useRef<string | null>(null);
  const { mutate } = stat;
  useEffect(() => {
    const key = `${type}:${id}`;
    if (id === null || counted.current === key) return;
    counted.current = key;
    mutate({ type, p: id });
  }, [type, id, mutate]);
}
