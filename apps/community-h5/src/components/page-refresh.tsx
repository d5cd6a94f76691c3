import type { ReactNode } from 'react';
import { PullRefresh } from 'react-vant';
import { PULL_TEXTS } from './paged-list';

/** What a page reloads when pulled: its queries (anything with a refetch). */
interface Refetchable {
  refetch: () => Promise<unknown>;
}

/** Pull to refresh a whole page: every query it shows is fetched again (ARCHITECTURE §10). */
export function PageRefresh({ queries, children }: { queries: Refetchable[]; children: ReactNode }) {
  return (
    <PullRefresh onRefresh={() => Promise.all(queries.map((q) => q.refetch()))} {...PULL_TEXTS}>
      {children}
    </PullRefresh>
  );
}
