import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@oms/contracts';
import { useAppStore } from '@/shared/stores/app-store';
import { ChoiceMenu } from './choice-menu';

/** 中文 / English: stored in local storage and the page reloads (spec §1). */
export const LanguageSwitch = () => {
  const { t } = useTranslation('layout');
  const language = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);
  return (
    <ChoiceMenu
      value={language}
      options={LANGUAGES}
      label={(l) => t(`language.${l}`)}
      onPick={setLanguage}
      icon={<TranslationOutlined />}
      name={t('language.label')}
      testId="language-switch"
      optionTestId="language-option"
    />
  );
};
