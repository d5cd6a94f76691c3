import { alertDialog } from '@tongxin/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routeNames } from '../lib/route-names';
import { MSG } from '../lib/messages';

/**
 * The query values a page needs, or null after showing the parameter-error dialog of spec §5
 * (title 错误, message 参数错误) and going back. A page opened directly has nothing of ours to
 * go back to, so it goes to the apply home instead.
 *
 * @example const q = useRequiredQuery(['comId', 'groupId']); if (!q) return null;
 */
export function useRequiredQuery<K extends string>(names: readonly K[]): Record<K, string> | null {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const values = {} as Record<K, string>;
  let ok = true;
  for (const name of names) {
    const value = params.get(name)?.trim() ?? '';
    if (value === '') ok = false;
    values[name] = value;
  }
  const shown = useRef(false);
  useEffect(() => {
    if (ok || shown.current) return;
    shown.current = true;
    void alertDialog({ title: MSG.errorTitle, message: MSG.paramError }).then(() => {
      if (location.key === 'default') navigate(routeNames.UniversityApplyHome, { replace: true });
      else navigate(-1);
    });
  }, [ok, location.key, navigate]);
  return ok ? values : null;
}
