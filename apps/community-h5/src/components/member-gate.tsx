import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from './app-link';
import { useSession } from '../lib/session';
import { useMemberSession } from './scopes';
import { memberLinks } from '../lib/links/member-links';

/**
 * Shows its page to a signed-in member of the page's tenant only; anyone else goes to sign-in
 * (and back here afterwards). A call answering the session error (1000001) signs the member
 * out, which lands here too. While the shell turns the environment's identity into a session
 * (WeChat, the app webview) it waits: that visitor never sees the sign-in form. The shell puts
 * it around every route whose manifest says `auth: 'member'`.
 */
export function MemberGate({ children }: { children: ReactNode }) {
  const { token } = useMemberSession();
  const signingIn = useSession((s) => s.signingIn);
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!token && !signingIn) navigate(memberLinks.login({ redirect: pathname + search }), { replace: true });
  }, [token, signingIn, navigate, pathname, search]);
  return token ? children : null;
}
