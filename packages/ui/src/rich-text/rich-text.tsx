import { useMemo, type CSSProperties, type MouseEvent } from 'react';
import { sanitizeHtml } from './sanitize-html';

/** Props of RichText. */
export interface RichTextProps {
  /** HTML from data (an article, a goods introduction): sanitised before it is shown. */
  html: string;
  /**
   * A link in the content was tapped: call `event.preventDefault()` to handle it yourself (a
   * same-site link through the router). Without it links are followed as usual.
   */
  onLinkClick?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
  style?: CSSProperties;
}

/**
 * Renders HTML from data, sanitised (sanitizeHtml): never raw. Long words and URLs wrap, wide
 * tables and code scroll inside themselves, images are lazy and fit the width.
 *
 * @example <RichText html={article.content} onLinkClick={(href, e) => { if (href.startsWith('/app/')) { e.preventDefault(); navigate(href); } }} />
 */
export function RichText({ html, onLinkClick, className, style }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const onClick = onLinkClick
    ? (e: MouseEvent<HTMLDivElement>) => {
        const link = (e.target as Element).closest?.('a[href]');
        if (link instanceof HTMLAnchorElement && e.currentTarget.contains(link))
          onLinkClick(
            link.getAttribute('href') ?? '',
            e as unknown as MouseEvent<HTMLAnchorElement>,
          );
      }
    : undefined;
  return (
    <div
      className={className}
      style={{ overflowWrap: 'anywhere', wordBreak: 'normal', maxWidth: '100%', ...style }}
      onClick={onClick}
      // Sanitised just above: this is the one place the kit sets HTML.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
