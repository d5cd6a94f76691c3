import type { university } from '@tongxin/api-client';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './page-blocks.module.css';

/** Only http(s) and same-site links are followed; a block's link is data from the server. */
function safeHref(link: string): string | undefined {
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A link of a block: the app's own pages through the router, anything else as a page load. */
function BlockLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/app/university/')) {
    return (
      <Link className={className} to={href}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={href}>
      {children}
    </a>
  );
}

/** The blocks of a content page (getPageShow), in order. */
export function PageBlocks({ blocks }: { blocks: readonly university.PageBlock[] }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => {
        const href = safeHref(block.link);
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'banner': {
            // A banner without its image still says what it is about.
            const body = block.image ? (
              <img className={styles.banner} src={block.image} alt={block.title} width={343} height={150} loading={index === 0 ? 'eager' : 'lazy'} />
            ) : (
              <span className={styles.bannerText}>{block.title}</span>
            );
            return <div key={key}>{href ? <BlockLink href={href}>{body}</BlockLink> : body}</div>;
          }
          case 'image':
            return (
              <figure key={key} className={styles.figure}>
                <img className={styles.image} src={block.image} alt={block.title} loading="lazy" width={343} height={200} />
                {block.title && <figcaption>{block.title}</figcaption>}
              </figure>
            );
          case 'link':
            return href ? (
              <BlockLink key={key} className={styles.link} href={href}>
                {block.title}
              </BlockLink>
            ) : null;
          default:
            return (
              <section key={key} className={styles.text}>
                {block.title && <h2>{block.title}</h2>}
                <p>{block.text}</p>
              </section>
            );
        }
      })}
    </div>
  );
}
