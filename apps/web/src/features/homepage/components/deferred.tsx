import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

type Props = {
  minHeight: number;
  testId: string;
  /** False while the cards above are still loading: their final size decides what is in view. */
  ready?: boolean;
  children: ReactNode;
};

// How far below the viewport a card starts loading: enough to be ready as a scroll reaches it, little
// enough that the first screen renders only what it shows (issue 22: home's blocking time).
const AHEAD = '100px';

/**
 * Holds a card's place (`minHeight`, its usual size) and mounts it only when it nears the viewport:
 * the first render does the cards in view only (fewer long tasks, fewer calls at once), a card
 * appearing later pushes nothing down (no layout shift), and a card nobody scrolls to costs nothing.
 * Nothing is observed before `ready` (the first screen's cards have their data and their size).
 * Printing mounts every card first, so a printed page is complete. A lazily loaded card keeps the
 * place empty while its code arrives.
 */
export const Deferred = ({ minHeight, testId, ready = true, children }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (jsdom, old browsers) there is nothing to wait for.
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = ref.current;
    if (shown || !ready || !el) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setShown(true),
      {
        rootMargin: AHEAD,
      },
    );
    observer.observe(el);
    const print = () => flushSync(() => setShown(true));
    window.addEventListener('beforeprint', print);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', print);
    };
  }, [shown, ready]);

  return (
    <div ref={ref} data-testid={testId} data-shown={shown} style={{ minHeight }}>
      {shown ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
};
