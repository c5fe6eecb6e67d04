import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Segmented } from 'antd';
import {
  AccountBookOutlined,
  DeploymentUnitOutlined,
  InboxOutlined,
  RocketOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { LANGUAGES, type Language } from '@oms/contracts';
import { useAppStore } from '@/shared/stores/app-store';
import { BrandMark, RouteIllustration } from './brand-mark';
import styles from './auth-shell.module.css';

const POINTS = [
  { key: 'inventory', icon: <InboxOutlined /> },
  { key: 'inbound', icon: <DeploymentUnitOutlined /> },
  { key: 'fulfilment', icon: <RocketOutlined /> },
  { key: 'finance', icon: <AccountBookOutlined /> },
] as const;

/** Switches the language; the store keeps it and reloads the page (specification §1). */
export const LanguageSwitch = () => {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  return (
    <Segmented<Language>
      id="auth_language"
      aria-label={t('language.label')}
      size="small"
      value={language}
      options={LANGUAGES.map((value) => ({
        value,
        label:
          value === language
            ? [<TranslationOutlined key="i" />, ' ', t(`language.${value}`)]
            : t(`language.${value}`),
      }))}
      onChange={(value) => {
        if (value !== language) useAppStore.getState().setLanguage(value);
      }}
    />
  );
};

/** The split layout of the public pages: the brand panel on the left, the form card on the right. */
export const AuthShell = ({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation(['auth', 'common']);
  const appName = t('common:appName');
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <div>
          <div className={styles.logo}>
            <BrandMark />
            <span>{appName}</span>
          </div>
          <h2 className={styles.tagline}>{t('brand.tagline')}</h2>
          <RouteIllustration className={styles.route} />
        </div>
        <ul className={styles.points}>
          {POINTS.map((p) => (
            <li key={p.key} className={styles.point}>
              <span className={styles.pointIcon}>{p.icon}</span>
              <div>
                <div className={styles.pointTitle}>{t(`brand.points.${p.key}.title`)}</div>
                <div className={styles.pointDesc}>{t(`brand.points.${p.key}.desc`)}</div>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.copyright}>
          {t('brand.copyright', { year: new Date().getFullYear(), name: appName })}
        </div>
      </aside>
      <main className={styles.main}>
        <div className={styles.topbar}>
          <div className={styles.mobileLogo}>{appName}</div>
          <LanguageSwitch />
        </div>
        <div className={styles.content}>
          <section className={styles.card}>
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.subtitle}>{subtitle}</p>
            {children}
          </section>
        </div>
      </main>
    </div>
  );
};

export { styles as authStyles };
