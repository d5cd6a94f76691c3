import type { PictureLink, Section } from '@tongxin/api-client';
import { AppLink } from '../../../components/app-link';

export function Banners({ banners }: { banners: PictureLink[] }) {
  if (banners.length === 0) return null;
  return (
    <section className="home-banners" aria-label="推荐">
      <ul className="home-banners__track">
        {banners.map((b, i) => (
          <li key={`${b.link}-${i}`} className="home-banners__slide">
            <AppLink to={b.link} className="home-banners__link">
              <img
                src={b.image}
                alt={b.title}
                width={750}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
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

export function Navs({ navs }: { navs: PictureLink[] }) {
  if (navs.length === 0) return null;
  return (
    <nav className="home-navs" aria-label="功能入口">
      <ul className="home-navs__grid">
        {navs.map((n, i) => (
          <li key={`${n.link}-${i}`}>
            <AppLink to={n.link} className="home-navs__item">
              <img src={n.image} alt="" width={44} height={44} />
              <span>{n.title}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Sections({ sections }: { sections: Section[] }) {
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
            <ul className="home-cards">
              {s.items.map((item, i) => (
                <li key={`${item.link}-${i}`} className="home-cards__item">
                  <AppLink to={item.link} className="home-cards__link">
                    <img src={item.image} alt="" width={180} height={120} loading="lazy" decoding="async" />
                    <span>{item.title}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : (
            <ul className="home-rows">
              {s.items.map((item, i) => (
                <li key={`${item.link}-${i}`}>
                  <AppLink to={item.link} className="home-rows__link">
                    <img src={item.image} alt="" width={40} height={40} loading="lazy" decoding="async" />
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
