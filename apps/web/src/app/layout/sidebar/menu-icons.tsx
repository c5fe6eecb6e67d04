import {
  AccountBookOutlined,
  AppstoreOutlined,
  DashboardOutlined,
  FolderOpenOutlined,
  MenuOutlined,
  PrinterOutlined,
  ProfileOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

// Group keys of the contracts' menu tree (MenuItem.icon) → their icons.
const ICONS: Record<string, ComponentType> = {
  dashboard: DashboardOutlined,
  basic: AppstoreOutlined,
  order: ProfileOutlined,
  print: PrinterOutlined,
  finance: AccountBookOutlined,
  client: TeamOutlined,
  file: FolderOpenOutlined,
};

export const MenuIcon = ({ name }: { name: string | undefined }) => {
  const Icon = (name && ICONS[name]) || MenuOutlined;
  return <Icon />;
};
