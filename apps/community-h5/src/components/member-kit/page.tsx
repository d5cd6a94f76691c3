import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import './member-kit.css';

export interface MemberPageProps {
  title: string;
  children: ReactNode;
  /** Something on the header's right (e.g. an add button). */
  side?: ReactNode;
  /** Hide the back button (e.g. a page opened directly as a tab). */
  noBack?: boolean;
}

/** The frame of a member page: a header with back and the title as the page's heading. */
export function MemberPage({ title, children, side, noBack }: MemberPageProps) {
  const navigate = useNavigate();
  return (
    <div className="member-page">
      <header className="member-header">
        {noBack ? (
          <span className="member-header-side" />
        ) : (
          <button type="button" className="member-back" aria-label="返回" onClick={() => navigate(-1)}>
            ‹ 返回
          </button>
        )}
        <h1>{title}</h1>
        <span className="member-header-side">{side}</span>
      </header>
      <main className="member-body">{children}</main>
    </div>
  );
}
