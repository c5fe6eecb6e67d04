// Helpers for the certification and signing API tests (not a test file itself).
import type { App } from '../../app';
import { warehouses } from '../../schema';
import { multipart, pngBytes } from '../../lib/file-fixtures.test-support';
import { bodyOf, call, company, uniqueName } from '../../../test/fixtures';

/** Uploads an image (or another file) for the certification; answers the file id. */
export const upload = async (app: App, token: string, kind: 'png' | 'pdf' = 'png') => {
  const body = multipart({
    name: kind === 'png' ? 'licence.png' : 'licence.pdf',
    content: kind === 'png' ? pngBytes() : Buffer.from('%PDF-1.7\n%%EOF'),
  });
  const purpose = kind === 'png' ? 'image' : 'attachment';
  const res = await app.inject({
    method: 'POST',
    url: `/api/files/upload?purpose=${purpose}&module=certification`,
    headers: { ...body.headers, token, language: 'en' },
    payload: body.payload,
  });
  const parsed = bodyOf<{ id: string; module: string }>(res);
  if (parsed.code !== 0) throw new Error(`upload failed: ${parsed.message}`);
  return parsed.data;
};

let codeSeq = 0;
/** A profile that passes every rule; the company code is unique per call. */
export const fullProfile = (licenseFileId: string, extra: Record<string, unknown> = {}) => ({
  companyNameCn: '深圳测试贸易有限公司',
  companyNameEn: 'Shenzhen Test Trading Co., Ltd.',
  companyCode: `C${Date.now().toString(36).toUpperCase()}${(codeSeq++).toString(36).toUpperCase()}`,
  address: '广东省深圳市南山区科技园 1 号',
  website: 'https://test-trading.example.com',
  phone: '+86 755-8888 6666',
  fax: '0755-88886667',
  email: 'Info@Test-Trading.example.com',
  contact: '李四',
  organizationCode: '91440300MA5XXXXX1X',
  licenseFileId,
  ...extra,
});

/** A company whose certification was submitted and approved by the warehouse. */
export const passedCompany = async (app: App) => {
  const c = await company(app);
  const license = await upload(app, c.token);
  const res = await call(app, c.token, 'certification/submit', fullProfile(license.id));
  const id = Number(bodyOf<{ id: string }>(res).data.id);
  await app.services.certification.decide(c.tenantId, id, { approve: true }, 'LAX');
  return { ...c, certificationId: id };
};

/** A warehouse of the tenant (made for the test). */
export const warehouseOf = async (
  app: App,
  tenantId: number,
  code = uniqueName('W').slice(0, 12).toUpperCase(),
) => {
  const [row] = await app.deps.db
    .insert(warehouses)
    .values({
      tenantId,
      code,
      nameZh: `${code} 仓`,
      nameEn: `${code} warehouse`,
      country: 'US',
      address: '1 Test Way, Carson, CA',
      timezone: 'America/Los_Angeles',
    })
    .returning();
  return row!;
};
