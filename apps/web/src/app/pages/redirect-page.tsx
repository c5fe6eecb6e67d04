import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** The path a /redirect/* URL stands for; leading slashes collapse so it can never name another host. */
export const redirectTarget = (rest: string | undefined, search: string): string =>
  `/${(rest ?? '').replace(/^[/\\]+/, '')}${search}`;

/**
 * /redirect/<path>: re-renders a view. Navigating here unmounts the page, and coming straight back
 * mounts it fresh; this is how the tabs bar's "refresh" works.
 */
const RedirectPage = () => {
  const { '*': rest } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(redirectTarget(rest, search), { replace: true });
  }, [navigate, rest, search]);
  return null;
};

export default RedirectPage;
