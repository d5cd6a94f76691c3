import type { site } from '@tongxin/api-client';
import type { Environment } from '@tongxin/env-auth';
import { parsePopupContent, type PopupContent } from '@tongxin/ui';

export interface ChosenPopup {
  id: number;
  /** The ad as site info sent it. */
  ad: site.Ad;
  /** Its content as @tongxin/ui reads it: the one parser, so what is chosen is what renders. */
  content: PopupContent;
  /** The heading and the dialog's name. */
  title: string;
}

/** The ad's own title (types 1 and 5 may carry one in their JSON), else ''. */
function ownTitle(ad: site.Ad): string {
  try {
    const data: unknown = JSON.parse(ad.content);
    if (typeof data === 'object' && data !== null && 'title' in data && typeof data.title === 'string') return data.title.trim();
  } catch {
    // A type 1 notice may be bare text: no title of its own.
  }
  return '';
}

const TITLE_BY_TYPE: Record<PopupContent['type'], string> = { 1: '通知', 2: '推荐', 3: '活动', 4: '我的优惠券', 5: '领取优惠券' };

/** The popup's heading (spec §3): the ad's own title where it has one, else one by type. */
export function popupTitle(ad: site.Ad, content: PopupContent): string {
  return (content.type === 1 || content.type === 5 ? ownTitle(ad) : '') || TITLE_BY_TYPE[content.type];
}

/**
 * The one popup to show, if any (spec §4): never in the app webview or a mini-program; the
 * first ad not yet closed by this visitor that @tongxin/ui's parser can render. An ad it cannot
 * render (unknown type, broken JSON, an empty notice, an image without its URL, type 4 or 5
 * without coupons) is skipped: chosen but invisible, it could not be closed and would hide the
 * ads behind it.
 */
export function choosePopup(ads: site.Ad[], environment: Environment | null, seen: (id: number, type: number) => boolean): ChosenPopup | null {
  if (environment === 'app' || environment === 'miniprogram') return null;
  for (const ad of ads) {
    if (seen(ad.id, ad.type)) continue;
    const content = parsePopupContent(ad);
    if (!content) continue;
    return { id: ad.id, ad, content, title: popupTitle(ad, content) };
  }
  return null;
}
