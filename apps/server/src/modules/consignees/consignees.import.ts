import { z } from 'zod';
import {
  CONSIGNEE_CODES,
  CONSIGNEE_IMPORT_KIND,
  COUNTRIES,
  COUNTRY_CODES,
  checkByCountry,
  consigneeFields,
} from '@oms/contracts';
import { defineImport } from '../imports/define-import';
import type { ConsigneesService } from './consignees.service';

/** A country cell: its code, its name in either language, or "name (code)" as the export writes it. */
const countryByName = new Map<string, string>(
  COUNTRY_CODES.flatMap((code) => [
    [COUNTRIES[code].zh.toLowerCase(), code],
    [COUNTRIES[code].en.toLowerCase(), code],
  ]),
);
const countryCell = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const coded = /\(([A-Za-z]{2})\)$/.exec(text);
  if (coded) return coded[1]!.toUpperCase();
  return countryByName.get(text.toLowerCase()) ?? text;
};

/** The same rules as the form and the create call; only the country cell is read more freely. */
const rowSchema = z
  .object({ ...consigneeFields, country: z.preprocess(countryCell, consigneeFields.country) })
  .superRefine(checkByCountry);

/** Consignees from xlsx (OMS_BASICCONSIGNEE:import): all rows or none, with an error file. */
export const consigneesImport = (service: ConsigneesService) =>
  defineImport({
    kind: CONSIGNEE_IMPORT_KIND,
    module: 'consignees',
    name: { zh: '收件人', en: 'Consignees' },
    permission: CONSIGNEE_CODES.import,
    templateColumns: [
      { key: 'name', header: { zh: '收件人*', en: 'Consignee*' }, example: 'Jane Roe', width: 20 },
      { key: 'company', header: { zh: '公司', en: 'Company' }, example: 'Acme Inc.', width: 20 },
      { key: 'country', header: { zh: '国家/地区*', en: 'Country/Region*' }, example: 'US', width: 16 },
      { key: 'state', header: { zh: '州/省', en: 'State/Province' }, example: 'CA', width: 14 },
      { key: 'city', header: { zh: '城市*', en: 'City*' }, example: 'Los Angeles', width: 16 },
      { key: 'address', header: { zh: '详细地址*', en: 'Address*' }, example: '100 Main St', width: 30 },
      { key: 'postalCode', header: { zh: '邮编', en: 'Postal code' }, example: '90001', width: 12 },
      { key: 'email', header: { zh: '邮箱', en: 'E-mail' }, example: 'jane@example.com', width: 24 },
      { key: 'phone', header: { zh: '电话*', en: 'Phone*' }, example: '+1 213 555 0100', width: 18 },
    ],
    rowSchema,
    apply: async (tx, rows, ctx) => {
      await service.importMany(
        tx,
        ctx,
        rows.map((r) => r.data),
      );
    },
  });
