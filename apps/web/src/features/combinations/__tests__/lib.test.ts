import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { fieldPathOfError } from '../lib/display';

describe('fieldPathOfError', () => {
  it("puts the server's refusal on the form field or the line it names", () => {
    const refused = (data: unknown) => fieldPathOfError(new ApiError(422, 'refused', data, 422));
    expect(refused({ field: 'name' })).toEqual(['name']);
    expect(refused({ field: 'components.1.productId' })).toEqual(['components', 1, 'productId']);
    expect(refused({ issues: [{ field: 'components.12.ratio' }] })).toEqual(['components', 12, 'ratio']);
    expect(refused({ issues: [{ field: 'components' }] })).toEqual(['components']);
  });

  it('names no field for anything else', () => {
    expect(fieldPathOfError(new ApiError(422, 'x', { field: 'components.x.productId' }))).toBeNull();
    expect(fieldPathOfError(new ApiError(404, 'x', null))).toBeNull();
    expect(fieldPathOfError(new Error('network'))).toBeNull();
  });
});
