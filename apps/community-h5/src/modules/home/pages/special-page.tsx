import { useQuery } from '@tanstack/react-query';
import { specialPage } from '@tongxin/api-client';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { ErrorState, Skeleton } from '../../../components/states';
import { callQuery } from '../../../lib/api';
import { useRouteIid } from '../components/use-iid';
import '../home.css';

/** A special (/app/index/special/:iid/:id): cover, introduction and its picks. */
export function Component() {
  const iid = useRouteIid();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const special = useQuery({ ...callQuery(specialPage, { iid, id: valid ? id : 1 }), enabled: valid });
  if (!valid) return <ErrorState error={new Error('参数错误')} onRetry={() => window.history.back()} />;
  return (
    <div className="home">
      {special.isPending && <Skeleton rows={3} />}
      {special.isError && <ErrorState error={special.error} onRetry={() => void special.refetch()} />}
      {special.data && (
        <>
          <h1 className="home-page-title">{special.data.title}</h1>
          <main>
            <img className="home-special__cover" src={special.data.cover} alt="" width={750} height={400} />
            <p className="home-special__intro">{special.data.intro}</p>
            <section className="home-block" aria-labelledby="special-picks">
              <h2 id="special-picks" className="home-block__title">
                专题推荐
              </h2>
              <ul className="home-cards">
                {special.data.items.map((item, i) => (
                  <li key={`${item.link}-${i}`} className="home-cards__item">
                    <AppLink to={item.link} className="home-cards__link">
                      <img src={item.image} alt="" width={180} height={120} loading="lazy" />
                      <span>{item.title}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          </main>
        </>
      )}
    </div>
  );
}
