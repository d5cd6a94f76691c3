import { wechat } from '@tongxin/api-client';
import { configureShare, currentEnvironment, jsSdkSigningUrl, loadShareSdk, shareLink, type ShareData, type ShareType, type WxShareSdk } from '@tongxin/env-auth';
import { useEffect } from 'react';
import { api } from '../lib/api';
import { useSession } from '../lib/session';
import { useMemberSession } from './scopes';

export interface WechatShareDeps {
  /** The server's signature of the page (wechat.ticket). */
  sign: (iid: number, url: string) => Promise<{ appId: string; timestamp: number; nonceStr: string; signature: string }>;
  /** WeChat's JS-SDK `wx` (loaded on first use). */
  sdk: () => Promise<WxShareSdk>;
  /** The URL to sign (iOS: the landing URL). */
  signingUrl: () => string;
}

const realDeps: WechatShareDeps = {
  sign: (iid, url) => api.call(wechat.ticket, { iid, url }),
  sdk: () => loadShareSdk(),
  signingUrl: () => jsSdkSigningUrl(currentEnvironment().os),
};

/**
 * Sets the page's WeChat share card (spec §9: 1 timeline, 2 app message) when the page is open
 * in WeChat: the server signs the page (spec §7 /wxservice2/ticket, the landing-URL rule), the
 * JS-SDK is configured with it and both cards get the page's title, line, link (the page's own
 * when none is given) and image. Nothing
 * happens elsewhere or while `share` is null (the page's data still loading). A refusal leaves
 * WeChat's default card: sharing still works, without the page's picture.
 */
export function useWechatShare(share: (Omit<ShareData, 'link'> & { link?: string }) | null, types?: readonly ShareType[], deps: WechatShareDeps = realDeps): void {
  const environment = useSession((s) => s.environment);
  const { iid } = useMemberSession();
  const title = share?.title;
  const desc = share?.desc;
  const link = share?.link;
  const imgUrl = share?.imgUrl;
  const typesKey = types?.join(',');
  useEffect(() => {
    if (environment !== 'wechat' || title === undefined || imgUrl === undefined) return;
    let cancelled = false;
    void (async () => {
      try {
        const signed = await deps.sign(iid, deps.signingUrl());
        const wx = await deps.sdk();
        if (cancelled) return;
        // No link given: the page itself (read here, in the browser: pages also render on the server).
        // WeChat fetches the card's picture itself: an inline (data:) image has no address, so none.
        const picture = imgUrl ? shareLink(imgUrl) : '';
        const card = { title, desc, link: shareLink(link ?? window.location.href), imgUrl: /^https?:\/\//.test(picture) ? picture : '' };
        await configureShare(wx, signed, card, typesKey ? (typesKey.split(',').map(Number) as ShareType[]) : undefined);
      } catch (error) {
        console.warn('WeChat share card not set', error);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [environment, iid, title, desc, link, imgUrl, typesKey, deps]);
}
