import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../../../components/app-link';
import { useMemberSession } from '../../../components/scopes';
import { memberLinks } from '../../../lib/links/member-links';

/**
 * The member buying on this page, and `requireSignIn()`: true when signed in, else it sends the
 * visitor to sign-in and back here (the cart and buying need a member).
 */
export function useBuyer() {
  const session = useMemberSession();
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  const requireSignIn = useCallback(() => {
    if (session.token) return true;
    navigate(memberLinks.login({ redirect: pathname + search }));
    return false;
  }, [session.token, navigate, pathname, search]);
  return { ...session, requireSignIn };
}
