import { coupon } from '@tongxin/api-client';
import { SitePopup, type Coupon } from '@tongxin/ui';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { MemberSession } from '../lib/session';
import { api } from '../lib/api';
import { appEnv } from '../lib/env';
import { isMainSiteLink, resolveLink } from '../lib/links';
import type { ChosenPopup } from '../lib/popup';
import { showToast } from '../lib/show-toast';
import { useAppNavigate, useLinkBuilder } from './app-link';
import { Picture } from './picture';
import { memberLinks } from '../lib/links/member-links';

export interface ShellPopupProps {
  popup: ChosenPopup;
  iid: number;
  member: MemberSession | null;
  /** Closing records the popup as seen (spec §4). */
  onClose: () => void;
}

const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/**
 * The shell's site popup (spec §3, §4): @tongxin/ui's SitePopup (the light modal: no react-vant,
 * no date library, so a first visit pays little for it, ARCHITECTURE §7) with the app's parts.
 * Links go through the link builder (app paths in the app, /app/page to the main site, http(s)
 * as they are, anything else is no link). Type 5 claims with /api/shop/coupons/recv and the member
 * session, says 领取成功 or the server's msg (spec §8: a failed claim shows msg and closes); a
 * visitor without a session is told to sign in, sent there, and the popup is not recorded.
 */
export default function ShellPopup({ popup, iid, member, onClose }: ShellPopupProps) {
  const navigate = useAppNavigate();
  const location = useLocation();
  const build = useLinkBuilder();
  // Set while the claim sends the visitor to sign in: the close the popup asks for after that
  // claim is not the visitor's, so the popup stays unrecorded and shows again when they return.
  const signingIn = useRef(false);

  /** Where a content link leads, as the builder makes it, or null for one the app never follows. */
  const linkHref = (link: string) => {
    const href = link.trim();
    return resolveLink(isAppPath(href) ? build(href) : href, appEnv.mainSiteOrigin)?.href ?? null;
  };

  const openLink = (link: string) => {
    const href = link.trim();
    if (isAppPath(href) && !isMainSiteLink(href)) {
      navigate(href);
      return;
    }
    const target = linkHref(href);
    if (target) window.location.assign(target);
  };

  const claim = async (coupons: Coupon[]) => {
    if (!member) {
      signingIn.current = true;
      void showToast('info', '请先登录后领取');
      navigate(memberLinks.login({ redirect: location.pathname + location.search }));
      return;
    }
    try {
      await api.call(coupon.claim, {
        iid,
        token: member.token,
        couponIds: JSON.stringify(coupons.map((c) => c.id)),
      });
      void showToast('success', '领取成功');
    } catch (error) {
      void showToast('fail', error instanceof Error && error.message ? error.message : '领取失败');
    }
  };

  return (
    <SitePopup
      content={popup.content}
      title={popup.title}
      image={Picture}
      linkHref={linkHref}
      onOpenLink={openLink}
      onClaim={claim}
      onClose={() => {
        if (signingIn.current) {
          signingIn.current = false;
          return;
        }
        onClose();
      }}
    />
  );
}
