import { useRead } from '@tongxin/api-client/react';
import { publicScope } from '../../../components/scopes';
import { home } from '@tongxin/api-client';
import { useParams } from 'react-router-dom';
import { PageRefresh } from '../../../components/page-refresh';
import { EmptyState, ErrorState, LoadingSkeleton } from '@tongxin/ui';
import { Cards } from '../components/blocks';
import { useHomeIid } from '../components/use-home-iid';
import '../home.css';
import { Picture } from '../../../components/picture';

/** A special (/app/index/special/:iid/:id): cover, introduction and its picks. */
export function Component() {
  const iid = useHomeIid();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const special = useRead(
    publicScope,
    home.special,
    { iid, id: valid ? id : 1 },
    { enabled: valid },
  );
  if (!valid) return <EmptyState description="专题不存在" />;
  return (
    <div className="home">
      <PageRefresh queries={[special]}>
        {special.isPending && <LoadingSkeleton rows={3} />}
        {special.isError && <ErrorState error={special.error} onRetry={special.refetch} />}
        {special.data && (
          <>
            <h1 className="home-page-title">{special.data.title}</h1>
            <main>
              <Picture src={special.data.cover} alt="" ratio={750 / 400} />
              <p className="home-special__intro">{special.data.intro}</p>
              <section className="home-block" aria-labelledby="special-picks">
                <h2 id="special-picks" className="home-block__title">
                  专题推荐
                </h2>
                {special.data.items.length === 0 ? (
                  <EmptyState description="暂无推荐" />
                ) : (
                  <Cards items={special.data.items} />
                )}
              </section>
            </main>
          </>
        )}
      </PageRefresh>
    </div>
  );
}
