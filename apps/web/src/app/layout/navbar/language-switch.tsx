import { Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@oms/contracts';
import { useAppStore } from '@/shared/stores/app-store';

/** 中文 / English: stored in local storage and the page reloads (spec §1). */
export const LanguageSwitch = () => {
  const { t } = useTranslation('layout');
  const language = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((l) => ({
          key: l,
          label: <span data-testid={`language-option-${l}`}>{t(`language.${l}`)}</span>,
        })),
        onClick: ({ key }) => {
          if (key !== language) setLanguage(key as Language);
        },
      }}
    >
      <button
        type="button"
        className="oms-navbar-action"
        data-testid="language-switch"
        aria-label={t('language.label')}
      >
        <TranslationOutlined />
      </button>
    </Dropdown>
  );
};
