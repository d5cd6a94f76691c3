import { useRead } from '@tongxin/api-client/react';
import { publicScope } from '../../../components/scopes';
import { home } from '@tongxin/api-client';
import { PageRefresh } from '../../../components/page-refresh';
import { EmptyState, ErrorState, LoadingSkeleton } from '@tongxin/ui';
import { EntryGrid } from '../components/blocks';
import { useHomeIid } from '../components/use-home-iid';
import '../home.css';

/** All categories (/app/category/:iid, spec §7 features/types). */
export function Component() {
  const iid = useHomeIid();
  const groups = useRead(publicScope, home.features, { iid });
  return (
    <div className="home">
      <PageRefresh queries={[groups]}>
        <h1 className="home-page-title">全部分类</h1>
        <main>
          {groups.isPending && <LoadingSkeleton rows={3} />}
          {groups.isError && <ErrorState error={groups.error} onRetry={groups.refetch} />}
          {groups.data?.length === 0 && <EmptyState description="暂无分类" />}
          {groups.data?.map((g) => (
            <section key={g.id} className="home-block" aria-labelledby={`category-${g.id}`}>
              <h2 id={`category-${g.id}`} className="home-block__title">
                {g.name}
              </h2>
              <EntryGrid items={g.items} />
            </section>
          ))}
        </main>
      </PageRefresh>
    </div>
  );
}
