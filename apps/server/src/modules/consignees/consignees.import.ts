import { z } from 'zod';
import {
  CONSIGNEE_CODES,
  CONSIGNEE_FIELDS,
  CONSIGNEE_IMPORT_KIND,
  COUNTRIES,
  COUNTRY_CODES,
  checkByCountry,
  checkPhoneByCountry,
  normaliseState,
  consigneeFields,
  requiredHeader,
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
  .superRefine(checkByCountry)
  .superRefine(checkPhoneByCountry)
  .transform(normaliseState);

const F = CONSIGNEE_FIELDS;
const required = requiredHeader;

/** Consignees from xlsx (OMS_BASICCONSIGNEE:import): all rows or none, with an error file. */
export const consigneesImport = (service: ConsigneesService) =>
  defineImport({
    kind: CONSIGNEE_IMPORT_KIND,
    module: 'consignees',
    name: { zh: '收件人', en: 'Consignees' },
    permission: CONSIGNEE_CODES.import,
    templateColumns: [
      { key: 'name', header: required(F.name), example: 'Jane Roe', width: 20 },
      { key: 'company', header: F.company, example: 'Acme Inc.', width: 20 },
      {
        key: 'country',
        header: required(F.country),
        example: 'US',
        width: 16,
        // The code or the name in either language (see countryCell); the template lists both.
        choices: COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRIES[code] })),
      },
      { key: 'state', header: F.state, example: 'CA', width: 14 },
      { key: 'city', header: required(F.city), example: 'Los Angeles', width: 16 },
      { key: 'address', header: required(F.address), example: '100 Main St', width: 30 },
      { key: 'postalCode', header: F.postalCode, example: '90001', width: 12 },
      { key: 'email', header: F.email, example: 'jane@example.com', width: 24 },
      { key: 'phone', header: required(F.phone), example: '+1 213 555 0100', width: 18 },
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
