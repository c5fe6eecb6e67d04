// antd's styles, made at build time: the providers run antd without making them in the browser.
import 'antd/dist/antd.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from '@/app/i18n/load';
import { Providers } from '@/app/providers';
import { AppRouter } from '@/app/router';

// The router starts loading the first page's chunk when its module loads; the texts load meanwhile.
void startI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
