import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Button, theme } from 'antd';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
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

  it('makes no style rules in the browser: antd’s come from the static stylesheet', () => {
    // A style cache and container of the test's own, so that no other render's styles count.
    const container = document.createElement('div');
    document.body.append(container);
    render(
      <StyleProvider cache={createCache()} container={container}>
        <Providers>
          <Button type="primary">OK</Button>
        </Providers>
      </StyleProvider>,
    );
    expect(screen.getByRole('button', { name: 'OK' })).toHaveClass('ant-btn', 'ant-btn-primary');
    // What antd still writes for the button: its tokens as CSS variables (cheap); never a rule such as
    // display or color. (Icons write their few rules as before.)
    const declarations = [...container.querySelectorAll('style')]
      .flatMap((el) => [...(el.textContent ?? '').matchAll(/([^{}]*)\{([^{}]*)\}/g)])
      .filter((m) => m[1]!.includes('.ant-btn'))
      .flatMap((m) => m[2]!.split(';'))
      .map((d) => d.trim())
      .filter(Boolean);
    expect(declarations.length).toBeGreaterThan(0);
    expect(declarations.filter((d) => !d.startsWith('--'))).toEqual([]);
    container.remove();
  });
});
