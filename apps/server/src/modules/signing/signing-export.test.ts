import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { tenants } from '../../schema';
import { readXlsx } from '../../lib/file-fixtures.test-support';
import { call, exportFile, type Language, subAccountWith, uniqueName } from '../../../test/fixtures';
import { passedCompany, warehouseOf } from '../certification/certification.test-support';

describe('signed warehouses: the export of the list', () => {
  const t = useTestApp();

  const fileOf = async (token: string, payload: object, language: Language = 'en') =>
    readXlsx((await exportFile(t.app, token, 'signing', payload, language)).raw);

  it("writes the tenant's warehouses with the company's state, filtered or selected, never another tenant's", async () => {
    const a = await passedCompany(t.app);
    const prefix = uniqueName('X').toUpperCase().slice(0, 10);
    const w1 = await warehouseOf(t.app, a.tenantId, `${prefix}1`);
    const w2 = await warehouseOf(t.app, a.tenantId, `${prefix}2`);
    await call(t.app, a.token, 'signing/apply', { warehouseId: String(w2.id) });
    const [other] = await t.app.deps.db
      .insert(tenants)
      .values({ code: uniqueName('T'), name: 'Other' })
      .returning();
    const foreign = await warehouseOf(t.app, other!.id, `${prefix}9`);

    const rows = await fileOf(
      a.token,
      { filters: { warehouseCode: prefix, sort: '-warehouseCode' }, columns: ['warehouseCode', 'status'] },
      'zh',
    );
    expect(rows).toEqual([
      ['仓库代码', '签约状态'],
      [w2.code, '待审核'],
      [w1.code, '未签约'],
    ]);
    const selected = await fileOf(a.token, {
      ids: [String(w1.id), String(foreign.id)],
      columns: ['warehouseCode', 'warehouseName', 'status'],
    });
    expect(selected).toEqual([
      ['Warehouse code', 'Warehouse', 'Signing state'],
      [w1.code, w1.nameEn, 'Unsigned'],
    ]);
  });

  // The file reads each field as the list shows it: the warehouse by its name, the country by its name
  // (it wrote the code, where the list showed the name), the state by its label.
  it('writes every column of the list, each as the list shows it', async () => {
    const a = await passedCompany(t.app);
    const w = await warehouseOf(t.app, a.tenantId);
    await call(t.app, a.token, 'signing/apply', { warehouseId: String(w.id) });
    const [header, line] = await fileOf(a.token, { ids: [String(w.id)] }, 'zh');
    expect(header).toEqual([
      '仓库代码',
      '仓库名称',
      '国家/地区',
      '地址',
      '签约状态',
      '驳回原因',
      '申请时间',
      '审核时间',
    ]);
    expect(line!.slice(0, 6)).toEqual([w.code, w.nameZh, '美国', w.address, '待审核', '']);
    expect(line![6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('needs OMS_CLIENTSIGN:export', async () => {
    const a = await passedCompany(t.app);
    const viewer = await subAccountWith(t.app, a.companyId, ['OMS_CLIENTSIGN', 'OMS_CLIENTSIGN:view']);
    const res = await call(t.app, viewer.token, 'exports/create', { kind: 'signing' });
    expect(res.statusCode).toBe(403);
  });
});
