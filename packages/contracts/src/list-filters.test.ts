import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createdRange,
  filterDateTime,
  filterEnum,
  filterId,
  filterKindOf,
  filterText,
  idSchema,
  listRequest,
} from './list';
import { claimPageRequest } from './claims';
import { feePageRequest, feeFiltersRequest } from './fees';
import { optionalText } from './validation';

describe('filter kinds', () => {
  // A list request as a module writes one: the sort keys, then its filters.
  const request = listRequest(['name', 'createdAt'] as const).extend({
    name: filterText(40),
    kind: filterEnum(['A', 'B']),
    ownerId: filterId,
    note: optionalText(40),
    ...createdRange,
  });

  it('are found through the shape of a list request (extend keeps the field schemas)', () => {
    expect(filterKindOf(request.shape.name)).toBe('contains');
    expect(filterKindOf(request.shape.kind)).toBe('equals');
    expect(filterKindOf(request.shape.ownerId)).toBe('id');
  });

  it('belong to the filters alone: no kind for the paging, the created range or other fields', () => {
    for (const key of ['current', 'size', 'sort', 'cursor', 'note', 'createdFrom', 'createdTo'] as const)
      expect(filterKindOf(request.shape[key])).toBeUndefined();
    expect(filterKindOf(filterDateTime)).toBeUndefined();
    expect(filterKindOf(idSchema)).toBeUndefined();
    expect(filterKindOf(z.string())).toBeUndefined();
  });

  it('are each call’s own: a text filter of one length is one of another', () => {
    expect(filterKindOf(filterText())).toBe('contains');
    expect(filterKindOf(filterText(5))).toBe('contains');
    expect(filterKindOf(filterEnum(['X']))).toBe('equals');
  });

  it('hold in the contracts’ own requests, and in the filters an export omits the paging from', () => {
    expect(filterKindOf(claimPageRequest.shape.claimNo)).toBe('contains');
    expect(filterKindOf(claimPageRequest.shape.relatedType)).toBe('equals');
    expect(filterKindOf(feePageRequest.shape.warehouseId)).toBe('id');
    expect(filterKindOf(feeFiltersRequest.shape.feeType)).toBe('equals');
  });

  it('stay out of the JSON schema a request publishes', () => {
    const json = JSON.stringify(z.toJSONSchema(request, { io: 'input', unrepresentable: 'any' }));
    expect(json).not.toMatch(/contains|equals|"id"/);
  });
});
