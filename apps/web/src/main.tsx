// antd's styles, made at build time: the providers run antd without making them in the browser.
import 'antd/dist/antd.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from '@/app/i18n/load';
import { Providers } from '@/app/providers';
import { AppRouter, routerReady } from '@/app/router';

// The router starts loading the first page's chunk when its module loads; the texts load meanwhile.
// React renders once both are in (index.html's spinner shows until then).
void Promise.all([startI18n(), routerReady]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
