import { useSession } from './session-store';

/**
 * Which actions of a page the user's codes allow: `can('edit')` for a page's code table from
 * contracts (`{ view, create, edit, … }` → permission codes). The server checks the same codes; the
 * page only hides what would be refused.
 */
export const useCan = <A extends string>(codes: Readonly<Record<A, string>>) => {
  const permissions = useSession((s) => s.permissions);
  return (action: A) => permissions.includes(codes[action]);
};
