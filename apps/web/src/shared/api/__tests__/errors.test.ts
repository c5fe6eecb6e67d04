import { describe, expect, it } from 'vitest';
import { ApiError } from '../client';
import { fieldPathOfError } from '../errors';

const FIELDS = ['name', 'remark', 'components', 'kit'] as const;

describe('fieldPathOfError', () => {
  it("puts the server's refusal on the form field or the line it names", () => {
    const refused = (data: unknown) => fieldPathOfError(new ApiError(422, 'refused', data, 422), FIELDS);
    expect(refused({ field: 'name' })).toEqual(['name']);
    expect(refused({ field: 'components.1.productId' })).toEqual(['components', 1, 'productId']);
    expect(refused({ issues: [{ field: 'components.12.ratio' }] })).toEqual(['components', 12, 'ratio']);
    expect(refused({ issues: [{ field: 'components' }] })).toEqual(['components']);
    expect(refused({ field: 'kit.quantity' })).toEqual(['kit', 'quantity']);
  });

  it('names no field for anything else', () => {
    const refused = (data: unknown) => fieldPathOfError(new ApiError(422, 'x', data), FIELDS);
    expect(refused({ field: 'components.x.productId' })).toBeNull();
    expect(refused({ field: 'components.1' })).toBeNull();
    expect(refused({ field: 'password' })).toBeNull();
    expect(refused({ field: 'constructor' })).toBeNull();
    expect(fieldPathOfError(new ApiError(404, 'x', null), FIELDS)).toBeNull();
    expect(fieldPathOfError(new Error('network'), FIELDS)).toBeNull();
  });
});
