import { useQuery } from '@tanstack/react-query';
import { featureTypes } from '@tongxin/api-client';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, Skeleton } from '../../../components/states';
import { callQuery } from '../../../lib/api';
import { useRouteIid } from '../components/use-iid';
import '../home.css';

/** All categories (/app/category/:iid, spec §7 features/types). */
export function Component() {
  const iid = useRouteIid();
  const groups = useQuery(callQuery(featureTypes, { iid }));
  return (
    <div className="home">
      <h1 className="home-page-title">全部分类</h1>
      <main>
        {groups.isPending && <Skeleton rows={3} />}
        {groups.isError && <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />}
        {groups.data?.length === 0 && <EmptyState />}
        {groups.data?.map((g) => (
          <section key={g.id} className="home-block" aria-labelledby={`category-${g.id}`}>
            <h2 id={`category-${g.id}`} className="home-block__title">
              {g.name}
            </h2>
            <ul className="home-navs__grid">
              {g.items.map((item, i) => (
                <li key={`${item.link}-${i}`}>
                  <AppLink to={item.link} className="home-navs__item">
                    <img src={item.image} alt="" width={44} height={44} loading="lazy" />
                    <span>{item.title}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </div>
  );
}
