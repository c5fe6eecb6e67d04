import { App } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppStore, type ComponentSize } from '@/shared/stores/app-store';
import { ChoiceMenu } from './choice-menu';

const SIZES: ComponentSize[] = ['small', 'middle', 'large'];

/** antd's global component size, kept in a cookie by the app store (default small). */
export const SizeSwitch = () => {
  const { t } = useTranslation('layout');
  const { message } = App.useApp();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);
  return (
    <ChoiceMenu
      value={size}
      options={SIZES}
      label={(s) => t(`size.${s}`)}
      onPick={(s) => {
        setSize(s);
        void message.success(t('size.switched'));
      }}
      icon={<FontSizeOutlined />}
      name={t('size.label')}
      tooltip
      testId="size-switch"
      optionTestId="size-option"
    />
  );
};
