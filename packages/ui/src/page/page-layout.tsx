import { useContext, type ReactNode } from 'react';
import './page-layout.css';
import { TabPageContext } from './tab-page';
import { useBack } from './use-back';

export interface PageLayoutProps {
  /** The page's heading (a bare page still loading may have none yet). */
  title?: string;
  children: ReactNode;
  /** Something on the header's right (e.g. an add button). */
  side?: ReactNode;
  /** Hide the back button (e.g. a page opened directly as a tab). */
  noBack?: boolean;
  /** Where back goes on a page opened directly (see useBack); one step back otherwise. */
  backFallback?: string;
  /**
   * No header bar: the title is the body's own heading (pages whose back button is the app's
   * own top nav, as the university's; ends with room for a `tx-actions tx-actions--fixed` bar).
   */
  bare?: boolean;
  /** The body without the frame's padding (pages that lay out edge to edge, as the mall's lists). */
  flush?: boolean;
  /** After the body: a bar fixed at the page's foot (the body then ends with room for it). */
  footer?: ReactNode;
}

/**
 * The frame of a page in both apps: a header with back and the title as the page's heading, then
 * the body. Inside, pages use the frame's classes: `tx-card`, `tx-muted`, `tx-link-button`,
 * `tx-form` and `tx-actions` (plus `tx-actions--fixed` for a bar fixed at the bottom).
 *
 * @example
 * <PageLayout title="修改密码"><form className="tx-form">…</form></PageLayout>
 */
export function PageLayout({ title, children, side, noBack: noBackAsked, backFallback, bare, flush, footer }: PageLayoutProps) {
  const back = useBack(backFallback);
  const tab = useContext(TabPageContext);
  const noBack = noBackAsked || tab;
  if (bare)
    return (
      <div className="tx-page tx-page--bare">
        <main className="tx-body">
          {title ? <h1 className="tx-title">{title}</h1> : null}
          {children}
        </main>
      </div>
    );
  return (
    <div className="tx-page">
      <header className="tx-header">
        {noBack ? (
          <span className="tx-header-side" />
        ) : (
          <button type="button" className="tx-back" aria-label="返回" onClick={back}>
            ‹ 返回
          </button>
        )}
        <h1>{title}</h1>
        <span className="tx-header-side">{side}</span>
      </header>
      <main className={`tx-body${flush ? ' tx-body--flush' : ''}${footer ? ' tx-body--footed' : ''}`}>{children}</main>
      {footer}
    </div>
  );
}
