import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import '../mall.css';

/** The frame of the mall's pages: a header with back, the title as the page's heading, and a side slot. */
export function MallPage({ title, children, side, footer }: { title: string; children: ReactNode; side?: ReactNode; footer?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="mall-page">
      <header className="mall-header">
        <button type="button" className="mall-back" aria-label="返回" onClick={() => navigate(-1)}>
          ‹
        </button>
        <h1>{title}</h1>
        <span className="mall-header-side">{side}</span>
      </header>
      <main className={`mall-body${footer ? ' has-footer' : ''}`}>{children}</main>
      {footer}
    </div>
  );
}
