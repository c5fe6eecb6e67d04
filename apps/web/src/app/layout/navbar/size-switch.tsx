import { App, Dropdown, Tooltip } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppStore, type ComponentSize } from '@/shared/stores/app-store';

const SIZES: ComponentSize[] = ['small', 'middle', 'large'];

/** antd's global component size, kept in a cookie by the app store (default small). */
export const SizeSwitch = () => {
  const { t } = useTranslation('layout');
  const { message } = App.useApp();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((s) => ({
          key: s,
          label: <span data-testid={`size-option-${s}`}>{t(`size.${s}`)}</span>,
        })),
        onClick: ({ key }) => {
          if (key === size) return;
          setSize(key as ComponentSize);
          void message.success(t('size.switched'));
        },
      }}
    >
      <Tooltip title={t('size.label')} placement="bottom">
        <button
          type="button"
          className="oms-navbar-action"
          data-testid="size-switch"
          aria-label={t('size.label')}
        >
          <FontSizeOutlined />
        </button>
      </Tooltip>
    </Dropdown>
  );
};
