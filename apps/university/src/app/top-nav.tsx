import { currentEnvironment, UNIVERSITY_IID } from '@tongxin/env-auth';
import { useBack } from '@tongxin/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { readCredentials } from '../lib/session';
import { routeNameOf, routeNames, TAB_ROUTES, type RouteName } from '../lib/route-names';
import styles from './top-nav.module.css';

/**
 * Which button the top nav shows (spec §2): only for iid 3073 inside a mini-program, where the
 * web-view has no browser back button; none on the three tab pages, Home on the apply home,
 * Back everywhere else.
 */
export function topNavMode(input: {
  iid: number;
  miniProgram: boolean;
  route: RouteName | undefined;
}): 'none' | 'home' | 'back' {
  if (input.iid !== UNIVERSITY_IID || !input.miniProgram) return 'none';
  if (input.route && TAB_ROUTES.includes(input.route)) return 'none';
  if (input.route === 'UniversityApplyHome') return 'home';
  return 'back';
}

export function TopNav() {
  const location = useLocation();
  const navigate = useNavigate();
  // A page opened directly has no history entry of ours to go back to: back opens the apply home.
  const back = useBack(routeNames.UniversityApplyHome);
  const mode = topNavMode({
    iid: readCredentials()?.iid ?? UNIVERSITY_IID,
    miniProgram: currentEnvironment().environment === 'miniprogram',
    route: routeNameOf(location.pathname),
  });
  if (mode === 'none') return null;
  return (
    <nav className={styles.nav} aria-label="页面导航">
      {mode === 'home' ? (
        <button
          type="button"
          className={styles.button}
          onClick={() => navigate(routeNames.UniversityFrameHome)}
        >
          首页
        </button>
      ) : (
        <button
          type="button"
          className={styles.button}
          onClick={back}
        >
          返回
        </button>
      )}
    </nav>
  );
}
