import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { Providers } from '../providers';

/** A system setting as `matchMedia` reports it, with its change listeners. */
const installMotionSetting = (reduce: boolean) => {
  const original = window.matchMedia;
  const listeners = new Set<() => void>();
  const state = { reduce };
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-reduced-motion: reduce)' && state.reduce,
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    }) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      state.reduce = next;
      listeners.forEach((fn) => fn());
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
};

const Motion = () => <span data-testid="motion">{String(theme.useToken().token.motion)}</span>;

describe('Providers', () => {
  let setting: ReturnType<typeof installMotionSetting> | undefined;
  afterEach(() => setting?.restore());

  it('turns antd’s animations off while the system asks for reduced motion, and on again', () => {
    setting = installMotionSetting(true);
    render(
      <Providers>
        <Motion />
      </Providers>,
    );
    expect(screen.getByTestId('motion')).toHaveTextContent('false');
    act(() => setting!.set(false));
    expect(screen.getByTestId('motion')).toHaveTextContent('true');
  });
});
