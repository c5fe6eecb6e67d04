import { describe, expect, it } from 'vitest';
import { PAGE_CODES, permissionTree, sortPermissionCodes, treeCodes } from '@oms/contracts';
import { checkedKeysOf, codesFromChecked, leafCodes, treeData } from '../lib/permission-tree';

describe('permission tree logic', () => {
  const tree = permissionTree();

  it('builds groups → pages → actions in the language, leaves only as ticks', () => {
    const data = treeData(tree, 'en', (code) => code !== 'OMS_CLIENTROLE:delete');
    const client = data.find((g) => g.key === 'group:/clientCenter')!;
    const roles = client.children!.find((p) => p.key === 'OMS_CLIENTROLE')!;
    expect(roles.title).toBe('Roles');
    expect(roles.children!.map((a) => [a.key, a.title, Boolean(a.disableCheckbox)])).toContainEqual([
      'OMS_CLIENTROLE:delete',
      'Delete',
      true,
    ]);
    // Home offers no action: the page itself is the tick.
    expect(data[0]!.children!.find((p) => p.key === 'OMS_HOME')!.children).toBeUndefined();
    expect(leafCodes(tree).has('OMS_HOME')).toBe(true);
    expect(leafCodes(tree).has('OMS_CLIENTROLE')).toBe(false);
  });

  it('turns ticks into the codes the server stores, keeping codes the tree does not show', () => {
    // A page not built yet (as long as one exists) is not in the tree: the role keeps its codes.
    const unbuilt = PAGE_CODES.filter((c) => !treeCodes(tree).has(c)).slice(0, 1);
    const previous = [...unbuilt, 'OMS_HOME'];
    expect(
      codesFromChecked(
        tree,
        ['group:/clientCenter', 'OMS_CLIENTACCOUNT', 'OMS_CLIENTACCOUNT:edit'],
        previous,
      ),
    ).toEqual(
      sortPermissionCodes([
        ...unbuilt,
        'OMS_CLIENTACCOUNT',
        'OMS_CLIENTACCOUNT:view',
        'OMS_CLIENTACCOUNT:edit',
      ]),
    );
    expect(checkedKeysOf(tree, ['OMS_HOME', 'OMS_CLIENTACCOUNT', 'OMS_CLIENTACCOUNT:view'])).toEqual([
      'OMS_HOME',
      'OMS_CLIENTACCOUNT:view',
    ]);
  });
});
