import { Activity, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { pageInfo, redirectTarget } from '../lib/page-titles';
import { useTagsStore } from './tags-store';

type Kept = { locationKey: string; elements: Map<string, ReactNode> };

/**
 * The reference layout's <keep-alive>: every open tab's page stays mounted, the inactive ones hidden
 * (React's Activity: display none, effects paused, state kept). A page leaves the cache when its tab
 * closes; while /redirect/<path> is shown that path is not rendered, so it comes back mounted anew.
 */
export const KeepAliveOutlet = () => {
  const outlet = useOutlet();
  const location = useLocation();
  const cached = useTagsStore((s) => s.cached);
  const path = location.pathname;
  const keepable = pageInfo(path) !== undefined;
  const skipped = redirectTarget(path);
  const [kept, setKept] = useState<Kept>({ locationKey: '', elements: new Map() });

  // Remember the element of each navigation (state derived during render, as React recommends).
  if (keepable && kept.locationKey !== location.key) {
    const elements = new Map([...kept.elements].filter(([p]) => cached.includes(p)));
    elements.set(path, outlet);
    setKept({ locationKey: location.key, elements });
  }

  return (
    <>
      {!keepable && outlet}
      {[...kept.elements].map(([p, element]) => {
        const active = keepable && p === path;
        if (!active && (!cached.includes(p) || p === skipped)) return null;
        return (
          <Activity key={p} mode={active ? 'visible' : 'hidden'}>
            <div data-testid="keep-alive-view" data-path={p}>
              {active ? outlet : element}
            </div>
          </Activity>
        );
      })}
    </>
  );
};
