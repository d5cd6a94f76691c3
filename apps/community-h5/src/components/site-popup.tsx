import { memberCouponsRecv } from '@tongxin/api-client';
import { SitePopup, toast } from '@tongxin/ui';
import { useLocation } from 'react-router-dom';
import { useAppNavigate, useLinkBuilder } from './app-link';
import { api } from '../lib/api';
import { appEnv } from '../lib/env';
import { isMainSiteLink, loginPath, resolveLink } from '../lib/links';
import type { ChosenPopup } from '../lib/popup';
import type { MemberSession } from '../app/session-slice';

export interface ShellPopupProps {
  popup: ChosenPopup;
  iid: number;
  member: MemberSession | null;
  /** Closing records the popup as seen (spec §4). */
  onClose: () => void;
}

/**
 * The shell's site popup (spec §3, §4): @tongxin/ui's SitePopup, wired to the app's links and the
 * member session. Type 5 claims with /api/shop/coupons/recv; a failed claim shows msg and closes;
 * a visitor without a session is sent to sign in and the popup is not recorded as seen.
 */
export default function ShellPopup({ popup, iid, member, onClose }: ShellPopupProps) {
  const navigate = useAppNavigate();
  const location = useLocation();
  const build = useLinkBuilder();

  const open = (link: string) => {
    onClose();
    const href = link.trim();
    const appPath = href.startsWith('/') && !href.startsWith('//');
    if (appPath && !isMainSiteLink(href)) {
      navigate(href);
      return;
    }
    const target = resolveLink(appPath ? build(href) : href, appEnv.mainSiteOrigin);
    if (target) window.location.assign(target.href);
  };

  return (
    <SitePopup
      ad={popup.ad}
      visible
      title={popup.title}
      onClose={onClose}
      onNavigate={open}
      onClaim={async (coupons) => {
        if (!member) {
          toast.info('请先登录后领取');
          navigate(loginPath(location.pathname + location.search));
          return false;
        }
        return api.call(memberCouponsRecv, { iid, token: member.token, couponIds: JSON.stringify(coupons.map((c) => c.id)) });
      }}
    />
  );
}
