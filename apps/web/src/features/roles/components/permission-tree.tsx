import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Flex, Tree, Typography } from 'antd';
import { permissionTree } from '@oms/contracts';
import { useAppStore } from '@/shared/stores/app-store';
import { allGrantableLeaves, checkedKeysOf, codesFromChecked, treeData } from '../lib/permission-tree';
import { NS } from '../role-columns';

type Props = {
  /** The role's codes (Form.Item gives them). */
  value?: string[];
  onChange?: (codes: string[]) => void;
  /** Codes the user may tick or untick; others show greyed (default: all). */
  grantable?: (code: string) => boolean;
  readOnly?: boolean;
  id?: string;
};

const everything = () => true;

/**
 * The permission tree of a role: menu groups (ticking one selects the whole group), their pages and
 * each page's actions, named in the user's language, with half-ticked states and a select-all box.
 */
export const PermissionTree = ({ value = [], onChange, grantable = everything, readOnly, id }: Props) => {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const tree = useMemo(() => permissionTree(), []);
  const data = useMemo(
    () => treeData(tree, language, readOnly ? () => false : grantable),
    [tree, language, grantable, readOnly],
  );
  const checked = checkedKeysOf(tree, value);
  const leaves = allGrantableLeaves(tree, grantable);
  const allChecked = leaves.length > 0 && leaves.every((k) => checked.includes(k));
  const someChecked = checked.length > 0 && !allChecked;

  const change = (keys: readonly string[]) => onChange?.(codesFromChecked(tree, keys, value));

  return (
    <div id={id} data-testid="permission-tree">
      {!readOnly && (
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Checkbox
            checked={allChecked}
            indeterminate={someChecked}
            onChange={(e) =>
              change(
                e.target.checked
                  ? [...new Set([...checked, ...leaves])]
                  : checked.filter((k) => !grantable(k)),
              )
            }
            data-testid="permission-all"
          >
            {t('form.selectAll')}
          </Checkbox>
          <Typography.Text type="secondary">{t('form.treeHint')}</Typography.Text>
        </Flex>
      )}
      <div style={{ maxHeight: readOnly ? undefined : 420, overflow: 'auto' }}>
        <Tree
          checkable
          selectable={false}
          defaultExpandAll
          treeData={data}
          checkedKeys={checked}
          onCheck={(keys) => change((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      </div>
    </div>
  );
};
