import { Badge } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { LIMITS, type Language, type MenuItem } from '@oms/contracts';
import { MenuIcon } from './menu-icons';

export const menuName = (item: MenuItem, language: Language) =>
  language === 'en' ? item.menuNameEn || item.menuName : item.menuName;

export const isExternal = (item: MenuItem) => item.isFrame || Boolean(item.outLink);

/** Where an external item leads: its out-link, or its route path when that is the link. */
export const externalHref = (item: MenuItem) => item.outLink || item.routePath;

const Label = ({ item, language, testId }: { item: MenuItem; language: Language; testId: string }) => (
  <span
    data-testid={testId}
    data-path={item.routePath}
    style={{
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 8,
      width: '100%',
    }}
  >
    <span className="oms-menu-title" style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {menuName(item, language)}
    </span>
    {item.count > 0 && (
      <Badge
        count={item.count}
        overflowCount={LIMITS.badgeMax}
        size="small"
        data-testid="sidebar-badge"
        style={{ boxShadow: 'none' }}
      />
    )}
  </span>
);

const leaf = (item: MenuItem, language: Language, withIcon: boolean): ItemType => ({
  key: item.routePath,
  icon: withIcon ? <MenuIcon name={item.icon} /> : undefined,
  label: <Label item={item} language={language} testId="sidebar-item" />,
});

/**
 * The session's menus as antd menu items: hidden items left out; a group with a single visible
 * page shows that page in its place (as the reference layout does), others open as submenus.
 */
export const buildMenuItems = (menus: readonly MenuItem[], language: Language): ItemType[] =>
  menus
    .filter((group) => !group.hidden)
    .map((group) => {
      const children = group.children.filter((c) => !c.hidden);
      if (children.length === 0) return leaf(group, language, true);
      if (children.length === 1) return leaf({ ...children[0]!, icon: group.icon }, language, true);
      return {
        key: group.routePath,
        icon: <MenuIcon name={group.icon} />,
        label: <Label item={group} language={language} testId="sidebar-group" />,
        children: children.map((c) => leaf(c, language, false)),
      };
    });

/** Every item by its key, to tell routes from external links on click. */
export const flattenMenus = (menus: readonly MenuItem[]): Map<string, MenuItem> =>
  new Map(menus.flatMap((m) => [[m.routePath, m] as const, ...flattenMenus(m.children)]));
