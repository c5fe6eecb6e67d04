import type { Language, PermissionGroupNode } from '@oms/contracts';
import { normalizeRoleCodes, treeCodes } from '@oms/contracts';

// The role editor's tree: groups → pages → actions, from the contracts' `permissionTree()`. A node's
// key is its permission code (a group's is `group:<path>`); the checked keys are the leaves a role
// holds (actions, and pages that offer no action), so antd derives the pages' and groups' full and
// half states itself.

export type TreeNode = {
  key: string;
  title: string;
  disableCheckbox?: boolean;
  children?: TreeNode[];
};

const GROUP = 'group:';

/** The antd Tree data in the user's language; codes outside `grantable` cannot be ticked. */
export const treeData = (
  tree: PermissionGroupNode[],
  language: Language,
  grantable: (code: string) => boolean = () => true,
): TreeNode[] =>
  tree.map((g) => ({
    key: `${GROUP}${g.key}`,
    title: g[language],
    children: g.pages.map((p) => ({
      key: p.code,
      title: p[language],
      disableCheckbox: !grantable(p.code),
      ...(p.actions.length > 0
        ? {
            children: p.actions.map((a) => ({
              key: a.code,
              title: a[language],
              disableCheckbox: !grantable(a.code),
            })),
          }
        : {}),
    })),
  }));

/** The tree's leaves: what a tick stands for. */
export const leafCodes = (tree: PermissionGroupNode[]): Set<string> =>
  new Set(
    tree.flatMap((g) => g.pages.flatMap((p) => (p.actions.length ? p.actions.map((a) => a.code) : [p.code]))),
  );

/** The keys to show ticked for a role's codes. */
export const checkedKeysOf = (tree: PermissionGroupNode[], codes: readonly string[]): string[] => {
  const leaves = leafCodes(tree);
  return codes.filter((c) => leaves.has(c));
};

/**
 * The role's codes after the user ticked `checked` (any keys antd reports): the ticked leaves, plus the
 * codes the role holds that the tree does not show (pages not built yet), normalized as the server
 * stores them (an action brings its page and view).
 */
export const codesFromChecked = (
  tree: PermissionGroupNode[],
  checked: readonly string[],
  previous: readonly string[] = [],
): string[] => {
  const leaves = leafCodes(tree);
  const shown = treeCodes(tree);
  const hidden = previous.filter((c) => !shown.has(c));
  return normalizeRoleCodes([...hidden, ...checked.filter((k) => leaves.has(k))]);
};

/** Every leaf the user may tick (for "select all"). */
export const allGrantableLeaves = (tree: PermissionGroupNode[], grantable: (code: string) => boolean) =>
  [...leafCodes(tree)].filter(grantable);
