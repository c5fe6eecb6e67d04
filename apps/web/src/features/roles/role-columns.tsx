import { useMemo } from 'react';
import { Tag, Typography } from 'antd';
import { pageNamesOf, permissionTree, type Role, type RoleFilters } from '@oms/contracts';
import { createdAtColumn, leadColumn, updatedAtColumn, useListColumns } from '@/shared/list-page';
import { useAppStore } from '@/shared/stores/app-store';

export const NS = 'roles';

/** The menus a role opens, as tags (at most a few; the rest as "+N"). */
const MenuTags = ({ codes, language }: { codes: string[]; language: 'zh' | 'en' }) => {
  const names = pageNamesOf(codes, language);
  const shown = names.slice(0, 4);
  return (
    <Typography.Text>
      {shown.map((n) => (
        <Tag key={n}>{n}</Tag>
      ))}
      {names.length > shown.length && <Tag>+{names.length - shown.length}</Tag>}
    </Typography.Text>
  );
};

/** The roles list's columns: the search form, table, column settings, export and detail. */
export const useRoleColumns = () => {
  const language = useAppStore((s) => s.language);
  const pageOptions = useMemo(
    () =>
      permissionTree().flatMap((g) =>
        g.pages.map((p) => ({ value: p.code, label: `${g[language]} / ${p[language]}` })),
      ),
    [language],
  );
  return useListColumns<Role, RoleFilters, typeof NS>(
    NS,
    () => [
      leadColumn('name', 'fields.name', { width: 200 }),
      {
        key: 'codes',
        title: 'fields.menus',
        search: { type: 'select', field: 'pageCode', options: pageOptions },
        // The detail drawer shows the whole tree instead.
        detail: false,
        render: (row) => <MenuTags codes={row.codes} language={language} />,
      },
      { key: 'userCount', title: 'fields.userCount', width: 110 },
      createdAtColumn({ width: 180 }),
      updatedAtColumn({ width: 180 }),
    ],
    [language, pageOptions],
  );
};
