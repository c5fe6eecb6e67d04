import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { relatedNoSchema } from './claims';
import { inboundOrderFields } from './inbound-orders';
import { LIMITS } from './limits';
import { formatMessage, type MessageKey } from './messages';
import { amountSchema } from './money';
import { declaredValueSchema } from './products';
import { trialRequest } from './rate-cards-trial';
import { serialSchema } from './recharges';
import { containerNoSchema } from './reservations';
import { measureInput } from './units';
import { MESSAGE_PARAMS } from './validation';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('reference numbers (specification §5 order number)', () => {
  // Every reference number a customer types on a document, with the message its form shows.
  const fields: [string, z.ZodType, string][] = [
    ['inbound delivery number', inboundOrderFields.deliveryNo, 'validation.orderNo'],
    ['inbound bill of lading', inboundOrderFields.billOfLading, 'validation.orderNo'],
    ['inbound seal number', inboundOrderFields.sealNo, 'validation.orderNo'],
    ['inbound container number', inboundOrderFields.containerNo, 'inboundOrders.containerNoFormat'],
    ['reservation container number', containerNoSchema, 'reservations.containerNoFormat'],
    ["claim's related number", relatedNoSchema, 'claims.relatedNoFormat'],
    ["offline recharge's transfer serial", serialSchema, 'recharges.serialFormat'],
  ];
  const longest = 'AB-12'.repeat(6);

  it.each(fields)('%s: up to 30 letters, digits and hyphens pass', (_name, schema) => {
    expect(longest).toHaveLength(LIMITS.orderNoMax);
    expect(schema.parse(` ${longest} `)).toBe(longest);
  });

  it.each(fields)('%s: 31 characters, markup, spaces or Chinese are refused', (_name, schema, key) => {
    for (const value of [`${longest}9`, '运单 #1! <b>x</b>', 'AB 12', '<b>x</b>', 'SO#1'])
      expect(firstMessage(schema, value), value).toBe(key);
  });

  it.each(fields)('%s: the message names the limit in both languages', (_name, _schema, key) => {
    const params = (MESSAGE_PARAMS as Record<string, Record<string, number>>)[key];
    expect(params).toEqual({ max: LIMITS.orderNoMax });
    expect(formatMessage(key as MessageKey, 'zh', params)).toContain('30');
    expect(formatMessage(key as MessageKey, 'en', params)).toContain('up to 30 characters');
  });

  it('an order number may hold a period; a container number and a serial may not', () => {
    expect(inboundOrderFields.deliveryNo.parse('DN.2026-11')).toBe('DN.2026-11');
    expect(relatedNoSchema.parse('IB.1')).toBe('IB.1');
    expect(firstMessage(containerNoSchema, 'ABCU.1234567')).toBe('reservations.containerNoFormat');
    expect(firstMessage(serialSchema, 'TX.1')).toBe('recharges.serialFormat');
  });

  it('an optional one left blank is absent', () => {
    expect(inboundOrderFields.deliveryNo.parse('')).toBeUndefined();
    expect(inboundOrderFields.sealNo.parse(null)).toBeUndefined();
  });
});

describe('decimals that must be above 0', () => {
  const trialWeight = trialRequest.shape.weight;
  const positive: [string, z.ZodType, string][] = [
    ['product weight', measureInput, 'products.measurePositive'],
    ['declared value', declaredValueSchema, 'products.declaredValuePositive'],
    ['fee-trial weight', trialWeight, 'expressFees.measurePositive'],
    ['recharge amount', amountSchema('positive'), 'validation.amountPositive'],
  ];

  it.each(positive)('%s: zero or a negative number says "must be above 0"', (_name, schema, key) => {
    for (const value of ['-1', '-3', -2, '-0.5', '0', 0, '−2', ' -1 '])
      expect(firstMessage(schema, value), String(value)).toBe(key);
  });

  it.each(positive.slice(0, 3))('%s: a badly written number still says so', (_name, schema, key) => {
    for (const value of ['1.234', '-1.234', 'abc', '1,5', '--1'])
      expect(firstMessage(schema, value), value).toBe(key.replace('Positive', 'Format'));
  });

  it('the "above 0" messages say so in both languages', () => {
    expect(formatMessage('products.measurePositive', 'en')).toBe('Must be greater than 0');
    expect(formatMessage('products.measurePositive', 'zh')).toBe('必须大于 0');
    expect(formatMessage('expressFees.measurePositive', 'en')).toBe('Must be above 0');
    expect(formatMessage('expressFees.measurePositive', 'zh')).toBe('须大于 0');
  });

  it('a non-negative amount refuses a negative one as out of range', () => {
    const nonNegative = amountSchema('nonNegative');
    expect(nonNegative.parse('0')).toBe('0');
    expect(firstMessage(nonNegative, '-3')).toBe('validation.amountNonNegative');
  });
});
