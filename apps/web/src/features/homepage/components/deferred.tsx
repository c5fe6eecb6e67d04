import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

type Props = { minHeight: number; testId: string; children: ReactNode };

// How far below the viewport a card starts loading, so it is usually ready when scrolled to.
const AHEAD = '300px';
// A card never seen still mounts once the page is idle (its queries then run too), so the page is
// complete for anyone who prints it or jumps to a card by its link.
const IDLE_MS = 2500;

/**
 * Holds a card's place (`minHeight`, its usual size) and mounts it only when it nears the viewport
 * or the page goes idle: the first render does the cards in view only (fewer long tasks, fewer
 * calls at once), and a card appearing later pushes nothing down (no layout shift). A lazily loaded
 * card keeps the place empty while its code arrives.
 */
export const Deferred = ({ minHeight, testId, children }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (jsdom, old browsers) there is nothing to wait for.
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = ref.current;
    if (shown || !el) return;
    const show = () => setShown(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: AHEAD,
    });
    observer.observe(el);
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(show, { timeout: IDLE_MS })
        : window.setTimeout(show, IDLE_MS);
    return () => {
      observer.disconnect();
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [shown]);

  return (
    <div ref={ref} data-testid={testId} data-shown={shown} style={{ minHeight }}>
      {shown ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
};
