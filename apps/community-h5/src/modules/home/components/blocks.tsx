import type { home, PictureLink } from '@tongxin/api-client';
import { AppLink } from '../../../components/app-link';
import { Picture } from '../../../components/picture';

export function Banners({ banners }: { banners: PictureLink[] }) {
  if (banners.length === 0) return null;
  return (
    <section className="home-banners" aria-label="推荐">
      <ul className="home-banners__track">
        {banners.map((b, i) => (
          <li key={`${b.link}-${i}`} className="home-banners__slide">
            <AppLink to={b.link} title={b.title} className="home-banners__link" aria-label={b.title}>
              {/* The first banner is the home's largest paint: fetched at once, at high priority. */}
              <Picture src={b.image} alt="" ratio={750 / 400} radius={8} priority={i === 0} />
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Notice({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p className="home-notice">
      <span className="home-notice__label">公告</span>
      <span className="home-notice__text">{text}</span>
    </p>
  );
}

/** A grid of entries (the home navigation, the category groups). */
export function EntryGrid({ items }: { items: PictureLink[] }) {
  return (
    <ul className="home-navs__grid">
      {items.map((n, i) => (
        <li key={`${n.link}-${i}`}>
          <AppLink to={n.link} title={n.title} className="home-navs__item">
            <span className="home-navs__icon">
              <Picture src={n.image} alt="" ratio={1} radius={12} />
            </span>
            <span>{n.title}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export function Navs({ navs }: { navs: PictureLink[] }) {
  if (navs.length === 0) return null;
  return (
    <nav className="home-navs" aria-label="功能入口">
      <EntryGrid items={navs} />
    </nav>
  );
}

/** Picture cards two to a row (sections, specials). */
export function Cards({ items }: { items: PictureLink[] }) {
  return (
    <ul className="home-cards">
      {items.map((item, i) => (
        <li key={`${item.link}-${i}`} className="home-cards__item">
          <AppLink to={item.link} title={item.title} className="home-cards__link">
            <Picture src={item.image} alt="" ratio={3 / 2} radius={6} />
            <span>{item.title}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export function Sections({ sections }: { sections: home.Section[] }) {
  return (
    <>
      {sections.map((s) => (
        <section key={s.id} className="home-block" aria-labelledby={`home-section-${s.id}`}>
          <div className="home-block__head">
            <h2 id={`home-section-${s.id}`} className="home-block__title">
              {s.title}
            </h2>
            {s.moreLink && (
              <AppLink to={s.moreLink} className="home-block__more" aria-label={`${s.title}：查看更多`}>
                更多
              </AppLink>
            )}
          </div>
          {s.style === 'cards' ? (
            <Cards items={s.items} />
          ) : (
            <ul className="home-rows">
              {s.items.map((item, i) => (
                <li key={`${item.link}-${i}`}>
                  <AppLink to={item.link} title={item.title} className="home-rows__link">
                    <span className="home-rows__icon">
                      <Picture src={item.image} alt="" ratio={1} radius={6} />
                    </span>
                    <span>{item.title}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
