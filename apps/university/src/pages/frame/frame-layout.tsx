import { NavLink, Outlet } from 'react-router-dom';
import { routeNames } from '../../lib/route-names';
import styles from './frame-layout.module.css';

const tabs = [
  { to: routeNames.UniversityFrameHome, label: '首页' },
  { to: routeNames.UniversityFrameMaster, label: '研究生' },
  { to: routeNames.UniversityFramePersonal, label: '我的' },
];

/** The tab frame of spec §2: Home, Graduate, Mine. */
export function FrameLayout() {
  return (
    <div className={styles.frame}>
      <div className={styles.body}>
        <Outlet />
      </div>
      <nav className={styles.tabbar} aria-label="主导航">
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
