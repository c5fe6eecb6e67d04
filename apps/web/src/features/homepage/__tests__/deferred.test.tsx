import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Deferred } from '../components/deferred';

// jsdom has neither IntersectionObserver nor requestIdleCallback: stand-ins the test drives.
let intersect: ((visible: boolean) => void) | undefined;
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    intersect = (visible) => callback([{ isIntersecting: visible }]);
  }
  observe() {}
  disconnect() {}
}

const card = () => (
  <Deferred testId="slot" minHeight={240}>
    <div data-testid="card">card</div>
  </Deferred>
);

describe('Deferred', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    intersect = undefined;
  });

  it('holds the place and mounts the card when it nears the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(card());
    expect(screen.getByTestId('slot')).toHaveStyle({ minHeight: '240px' });
    expect(screen.queryByTestId('card')).toBeNull();
    act(() => intersect?.(false));
    expect(screen.queryByTestId('card')).toBeNull();
    act(() => intersect?.(true));
    expect(screen.getByTestId('card')).toBeInTheDocument();
  });

  it('leaves a card nobody scrolls to unmounted, however long the page stays idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(card());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByTestId('card')).toBeNull();
  });

  it('does not look at what is in view before the cards above have their size', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const slot = (ready: boolean) => (
      <Deferred testId="slot" minHeight={240} ready={ready}>
        <div data-testid="card">card</div>
      </Deferred>
    );
    const { rerender } = render(slot(false));
    expect(intersect).toBeUndefined();
    rerender(slot(true));
    act(() => intersect?.(true));
    expect(screen.getByTestId('card')).toBeInTheDocument();
  });

  it('mounts every card before the page prints', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(card());
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(screen.getByTestId('card')).toBeInTheDocument();
  });

  it('shows the card at once where the browser cannot tell what is in view', () => {
    render(card());
    expect(screen.getByTestId('card')).toBeInTheDocument();
  });
});
