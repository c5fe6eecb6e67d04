import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { Button, Card, Flex, theme } from 'antd';
import { CloseOutlined, MinusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/stores/app-store';
import type { usePopupState } from './use-popup-state';

type Props = {
  /** Open, collapsed or closed, and the ways to change it (`usePopupState`). */
  state: ReturnType<typeof usePopupState>;
  /** Its width when open on a wide screen (on a narrow one it takes the row). */
  width: number;
  /** The icon before the title, in the primary colour. */
  icon: ComponentType<{ style?: CSSProperties }>;
  title: ReactNode;
  /** The pill's text when collapsed, with the count when there is one (e.g. "To-dos 3"). */
  pill: string;
  role: string;
  /** Its accessible name, when the role wants one. */
  label?: string;
  /**
   * The card's test id; its buttons' are `<testId>-collapse` and `<testId>-close`, the pill's
   * `<testId>-pill`.
   */
  testId: string;
  /** What the popup shows (`data-id`), if one record. */
  dataId?: string;
  closeLabel: string;
  /** Closing it (after the popup's own bookkeeping, e.g. a read record). */
  onClose?: () => void;
  children: ReactNode;
};

/**
 * A popup of the layout's bottom corners (a notice, the to-dos): open, a card with icon, title,
 * collapse and close buttons and the body; collapsed, a pill with the count that opens it again.
 */
export const PopupCard = ({ state, width, icon: Icon, title, pill, testId, dataId, ...rest }: Props) => {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  const mobile = useAppStore((s) => s.mobile);
  if (state.mode === null || state.mode === 'closed') return null;

  if (state.mode === 'collapsed')
    return (
      <Button
        shape="round"
        className="oms-popup-pill"
        icon={<Icon style={{ color: token.colorPrimary }} />}
        data-testid={`${testId}-pill`}
        data-id={dataId}
        aria-expanded={false}
        aria-label={t('popup.expand', { name: pill })}
        onClick={state.expand}
        style={{ boxShadow: token.boxShadowSecondary }}
      >
        {pill}
      </Button>
    );

  return (
    <Card
      size="small"
      role={rest.role}
      aria-label={rest.label}
      data-testid={testId}
      data-id={dataId}
      className="oms-popup-card"
      title={
        <Flex gap={8} align="center">
          <Icon style={{ color: token.colorPrimary }} />
          {title}
        </Flex>
      }
      extra={
        <Flex>
          <Button
            type="text"
            size="small"
            icon={<MinusOutlined />}
            aria-label={t('popup.collapse')}
            aria-expanded
            data-testid={`${testId}-collapse`}
            onClick={state.collapse}
          />
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={rest.closeLabel}
            data-testid={`${testId}-close`}
            onClick={() => {
              state.close();
              rest.onClose?.();
            }}
          />
        </Flex>
      }
      style={{ width: mobile ? '100%' : width, boxShadow: token.boxShadowSecondary }}
    >
      {rest.children}
    </Card>
  );
};
