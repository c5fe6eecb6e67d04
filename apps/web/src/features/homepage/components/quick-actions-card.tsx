import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card, Flex } from 'antd';
import { CalendarOutlined, DollarOutlined, ImportOutlined, TagOutlined } from '@ant-design/icons';
import {
  FINANCE_RECHARGE_CODE,
  FINANCE_RECHARGE_CODES,
  INBOUND_CODE,
  INBOUND_CODES,
  PRODUCT_CODE,
  PRODUCT_CODES,
  RESERVATIONS_CODE,
  RESERVATIONS_CODES,
  ROUTE_CODES,
} from '@oms/contracts';
import { createPathOf } from '@/shared/paths';
import { useCan } from '@/shared/stores/use-can';

/**
 * A page's route from the contracts' menu (its first route: the list; `ending` picks another). Not
 * from the features' public faces: those bring their components into the home page's first load.
 */
const routeOf = (code: string, ending = '') =>
  Object.keys(ROUTE_CODES).find((path) => ROUTE_CODES[path] === code && path.endsWith(ending))!;

type Action = {
  key: 'inbound' | 'product' | 'recharge' | 'reservation';
  to: string;
  icon: ReactNode;
  allowed: boolean;
};

/**
 * What a seller starts most days, one click from home: each opens its page's form, and shows only to
 * whoever may do it there (the page and the server check again).
 */
export const QuickActionsCard = () => {
  const { t } = useTranslation('homepage');
  const inbound = useCan(INBOUND_CODES)('create');
  const product = useCan(PRODUCT_CODES)('create');
  const recharge = useCan(FINANCE_RECHARGE_CODES)('create');
  const reserve = useCan(RESERVATIONS_CODES)('create');
  const actions: Action[] = [
    { key: 'inbound', to: createPathOf(routeOf(INBOUND_CODE)), icon: <ImportOutlined />, allowed: inbound },
    { key: 'product', to: createPathOf(routeOf(PRODUCT_CODE)), icon: <TagOutlined />, allowed: product },
    { key: 'recharge', to: routeOf(FINANCE_RECHARGE_CODE), icon: <DollarOutlined />, allowed: recharge },
    {
      key: 'reservation',
      to: routeOf(RESERVATIONS_CODE, 'Creat'),
      icon: <CalendarOutlined />,
      allowed: reserve,
    },
  ];
  const shown = actions.filter((a) => a.allowed);
  if (shown.length === 0) return null;
  return (
    <Card variant="borderless" title={t('quickActions.title')} data-testid="home-quick-actions" size="small">
      <Flex wrap gap={8}>
        {shown.map((a) => (
          <Link key={a.key} to={a.to} data-testid={`quick-${a.key}`}>
            <Button icon={a.icon}>{t(`quickActions.${a.key}`)}</Button>
          </Link>
        ))}
      </Flex>
    </Card>
  );
};
