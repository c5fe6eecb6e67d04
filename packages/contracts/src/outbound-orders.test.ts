import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from './messages';
import { isPoBox } from './address';
import { outboundDraftRequest, poBoxIssue, type OutboundDraftInput } from './outbound-orders';
import {
  OUTBOUND_MESSAGES,
  OUTBOUND_MOVE_MESSAGES,
  OUTBOUND_WAREHOUSE_MESSAGES,
} from './outbound-orders-messages';
import { outboundErrorRequest, shipOutboundRequest } from './outbound-orders-warehouse';
import { OUTBOUND_MACHINE, OUTBOUND_STATUSES, STOCK_HELD_STATES } from './outbound-orders-states';
import { actionsIn } from './state-machine';

const recipient = {
  name: 'Jane Roe',
  country: 'US',
  state: 'california',
  city: 'Los Angeles',
  address: '100 Main St',
  postalCode: '90001',
  phone: '+1 213 555 0100',
};
const parcel: OutboundDraftInput = {
  type: 'PARCEL',
  warehouseId: '3',
  lines: [
    { kind: 'PRODUCT', id: '11', quantity: 2 },
    { kind: 'COMBINATION', id: '4', quantity: 1 },
  ],
  recipient,
};
const issuesOf = (input: object) =>
  outboundDraftRequest.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('outbound order drafts', () => {
  it('takes a parcel with defaults, its recipient by the address book rules', () => {
    const draft = outboundDraftRequest.parse(parcel);
    expect(draft).toMatchObject({
      signature: 'NONE',
      ageCheck: 'NONE',
      shortageAllowed: false,
      saveRecipient: false,
      recipient: { state: 'CA', country: 'US' },
    });
    expect(issuesOf({ ...parcel, recipient: { ...recipient, postalCode: '9000' } })).toEqual([
      ['recipient.postalCode', 'consignees.postalCode.US'],
    ]);
    expect(issuesOf({ ...parcel, recipient: { ...recipient, phone: '020 7946 0321' } })).toEqual([
      ['recipient.phone', 'consignees.phoneInvalid'],
    ]);
  });

  it('asks each type for what it needs, on its field', () => {
    const { recipient: _, ...noRecipient } = parcel;
    expect(issuesOf(noRecipient)).toEqual([['recipient', 'outbound.recipientRequired']]);
    expect(issuesOf({ ...parcel, type: 'TRUCK' })).toEqual([['truck', 'outbound.truckRequired']]);
    expect(issuesOf({ ...parcel, type: 'TRUCK', truck: { mode: 'LTL', pallets: 0 } })).toEqual([
      ['truck.pallets', 'outbound.palletsFormat'],
    ]);
    expect(issuesOf({ ...noRecipient, type: 'FBA' })).toEqual([['fba', 'outbound.fbaRequired']]);
    const fba = outboundDraftRequest.parse({
      ...noRecipient,
      type: 'FBA',
      fba: { shipmentId: 'fba15k7y2qxz', warehouseCode: 'ont8', referenceId: '3x7k9p2a' },
    });
    expect(fba.fba).toEqual({ shipmentId: 'FBA15K7Y2QXZ', warehouseCode: 'ONT8', referenceId: '3X7K9P2A' });
    expect(
      issuesOf({
        ...noRecipient,
        type: 'FBA',
        fba: { shipmentId: 'FBA1', warehouseCode: 'ONT', referenceId: 'x' },
      }),
    ).toEqual([
      ['fba.shipmentId', 'outbound.fbaShipmentFormat'],
      ['fba.warehouseCode', 'outbound.fbaWarehouseFormat'],
      ['fba.referenceId', 'outbound.fbaReferenceFormat'],
    ]);
    expect(issuesOf({ ...noRecipient, type: 'PICKUP' })).toEqual([['pickup', 'outbound.pickupRequired']]);
    // Disposal goes nowhere: no recipient needed.
    expect(issuesOf({ ...noRecipient, type: 'DISPOSAL' })).toEqual([]);
  });

  it('wants whole quantities and each SKU or combination on one line', () => {
    expect(issuesOf({ ...parcel, lines: [] })).toEqual([['lines', 'outbound.linesRequired']]);
    expect(issuesOf({ ...parcel, lines: [{ kind: 'PRODUCT', id: '11', quantity: 1.5 }] })).toEqual([
      ['lines.0.quantity', 'outbound.quantityFormat'],
    ]);
    expect(
      issuesOf({
        ...parcel,
        lines: [
          { kind: 'PRODUCT', id: '11', quantity: 1 },
          { kind: 'COMBINATION', id: '11', quantity: 1 },
          { kind: 'PRODUCT', id: '11', quantity: 3 },
        ],
      }),
    ).toEqual([['lines.2.id', 'outbound.lineTwice']]);
    expect(issuesOf({ ...parcel, referenceNo: 'PO#1' })).toEqual([['referenceNo', 'validation.orderNo']]);
    expect(issuesOf({ ...parcel, iossNumber: 'im1234567890' })).toEqual([]);
  });

  it('answers every outbound message, each in both languages', () => {
    const { recipient: _, ...noRecipient } = parcel;
    const bad: object[] = [
      { ...parcel, type: undefined },
      {
        ...parcel,
        lines: Array.from({ length: 201 }, (_, i) => ({ kind: 'PRODUCT', id: `${i + 1}`, quantity: 1 })),
      },
      {
        ...parcel,
        lines: [
          { kind: 'PRODUCT', id: '1', quantity: 0 },
          { kind: 'PRODUCT', id: '1', quantity: 1 },
        ],
      },
      { ...parcel, lines: [] },
      noRecipient,
      { ...parcel, type: 'TRUCK' },
      { ...parcel, type: 'TRUCK', truck: { pallets: 99 } },
      { ...noRecipient, type: 'FBA' },
      { ...noRecipient, type: 'FBA', fba: { shipmentId: '1', warehouseCode: '1', referenceId: '1' } },
      { ...noRecipient, type: 'PICKUP' },
      { ...noRecipient, type: 'PICKUP', pickup: { person: '', vehicle: ' ', appointmentAt: 'soon' } },
      { ...parcel, iossNumber: 'IM12' },
      { ...parcel, attachments: { packingList: ['1', '2', '3', '4', '5', '6'] } },
      { ...parcel, attachments: { fbaBoxLabels: ['7'] } },
      { ...noRecipient, type: 'PICKUP', attachments: { carrierLabel: ['1'] } },
    ];
    const answered = new Set(
      bad.flatMap((input) => outboundDraftRequest.safeParse(input).error?.issues.map((i) => i.message) ?? []),
    );
    const outbound = [...answered].filter((key) => key.startsWith('outbound.')).sort();
    expect(outbound).toEqual(Object.keys(OUTBOUND_MESSAGES).sort());
    for (const key of answered) {
      const message = MESSAGES[key as keyof typeof MESSAGES];
      expect([key, Boolean(message?.zh && message.en)]).toEqual([key, true]);
    }
  });
});

describe("the warehouse's outbound calls", () => {
  it('answers every warehouse message, each in both languages', () => {
    const bad: [z.ZodType, object][] = [
      [shipOutboundRequest, { parcels: [] }],
      [
        shipOutboundRequest,
        {
          parcels: [
            { carrier: '', trackingNo: 'x', weightKg: '0', lengthCm: '-1' },
            { carrier: 'A', trackingNo: 'ABCDEF1', weightKg: '1', labelPdf: 'not base64!' },
            { carrier: 'A', trackingNo: 'ABCDEF1', weightKg: '1', labelPdf: 'A'.repeat(409_604) },
          ],
        },
      ],
      [outboundErrorRequest, { reason: 'NOPE' }],
    ];
    const answered = new Set(
      bad.flatMap(([schema, input]) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? []),
    );
    expect([...answered].filter((k) => k.startsWith('outbound.')).sort()).toEqual(
      Object.keys(OUTBOUND_WAREHOUSE_MESSAGES).sort(),
    );
    for (const key of Object.keys(OUTBOUND_MOVE_MESSAGES)) {
      const message = MESSAGES[key as keyof typeof MESSAGES];
      expect([key, Boolean(message?.zh && message.en)]).toEqual([key, true]);
    }
  });
});

describe('the outbound machine', () => {
  it('lets the customer cancel only before processing, and intercept while processing', () => {
    const cancellable = OUTBOUND_STATUSES.filter((s) =>
      actionsIn(OUTBOUND_MACHINE, s, 'customer').includes('cancel'),
    );
    expect(cancellable).toEqual(['DRAFT', 'PENDING_OUTBOUND', 'ON_HOLD', 'HAS_ERROR']);
    expect(actionsIn(OUTBOUND_MACHINE, 'PROCESSING', 'customer')).toEqual(['intercept']);
    expect(actionsIn(OUTBOUND_MACHINE, 'SHIPPED')).toEqual([]);
    expect(actionsIn(OUTBOUND_MACHINE, 'CANCELLED')).toEqual([]);
  });

  it('holds stock from submit until it ships, is cancelled or fails', () => {
    expect(STOCK_HELD_STATES).toEqual(['PENDING_OUTBOUND', 'ON_HOLD', 'PROCESSING']);
    expect(actionsIn(OUTBOUND_MACHINE, 'PENDING_OUTBOUND', 'warehouse')).toEqual(['start', 'reportError']);
    expect(actionsIn(OUTBOUND_MACHINE, 'ON_HOLD', 'system')).toEqual(['releaseBalance']);
  });
});

describe('PO boxes', () => {
  it('knows a post-office box by its usual spellings, and a street address from one', () => {
    for (const box of [
      'PO Box 123',
      'P.O. Box 77',
      'p o box 5',
      'POBox 12',
      'Post Office Box 9',
      'POB 4411',
      'Postfach 10 01 01',
      '北京市邮政信箱 12 号',
      'Suite 4, PO Box 88',
    ])
      expect([box, isPoBox(box)]).toEqual([box, true]);
    for (const street of [
      '100 Main St',
      'Box 12, 5 Elm St',
      '12 Pobrook Rd',
      'Apo Boulevard 3',
      'Boxwood Ln 2',
      '',
    ])
      expect([street, isPoBox(street)]).toEqual([street, false]);
  });

  it('sends a box by the named service only when it delivers there, else by any that does', () => {
    const usps = { carrier: 'USPS', name: 'USPS Ground Advantage', deliversToPoBox: true };
    const ups = { carrier: 'UPS', name: 'Ground' };
    expect(poBoxIssue('100 Main St', ups, [ups])).toBeNull();
    expect(poBoxIssue('PO Box 1', usps, [usps, ups])).toBeNull();
    expect(poBoxIssue('PO Box 1', ups, [usps, ups])).toEqual({
      key: 'outbound.poBoxNotServed',
      params: { service: 'UPS Ground' },
    });
    expect(poBoxIssue('PO Box 1', null, [usps, ups])).toBeNull();
    expect(poBoxIssue('PO Box 1', null, [ups])).toEqual({ key: 'outbound.poBoxNoService', params: {} });
  });
});
