// antd's styles, made at build time: the providers run antd without making them in the browser.
import 'antd/dist/antd.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from '@/app/i18n/load';
import { Providers } from '@/app/providers';
import { AppRouter, routerReady } from '@/app/router';

// The router starts loading the first page's chunk when its module loads; the texts load meanwhile.
// React renders once both are in (index.html's spinner shows until then), in a transition: the first
// render of the layout and the page (~0.2–0.3 s on a slow machine) then yields to the browser every
// few milliseconds instead of blocking it in one task (issue 22: home's blocking time).
void Promise.all([startI18n(), routerReady]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <AppRouter />
        </Providers>
      </StrictMode>,
    ),
  );
});
