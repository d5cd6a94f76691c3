import { useLocation, useNavigate } from 'react-router-dom';

/**
 * What a back button does: one step back in the app's history, or, on a page opened directly (no
 * history entry of ours to go back to), the `fallback` path when one is given. A module of its own: an app's shell uses it
 * without the page frame's CSS.
 */
export function useBack(fallback?: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (fallback !== undefined && location.key === 'default') navigate(fallback);
    else navigate(-1);
  };
}
