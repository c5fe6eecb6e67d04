import type { Language } from '@oms/contracts';
import publicZh from './public-zh';
import publicEn from './public-en';
import portalZh from './portal-zh';
import portalEn from './portal-en';

// Every namespace in both languages: what the tests start i18n with, and the type of every `t` key
// (./i18next.d.ts, from the zh side). The bundle never imports this file: it loads one language's
// public texts first and the portal's with the first portal page (./load.ts). Static imports in the
// four parts, not a glob, because a glob's modules have no key types; the portal's two are written by
// scripts/collect.mjs from the features' folders, and the locale test fails for any locales/zh.json
// left out.

const zh = { ...publicZh, ...portalZh };
const en = { ...publicEn, ...portalEn };

/** Every namespace's keys, from the zh texts (the default language, so the complete one). */
export type Resources = typeof zh;
export type AppNamespace = keyof Resources;

export const resources: Record<Language, Resources> = { zh, en };
