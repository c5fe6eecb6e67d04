import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation, uniqueViolationOf } from './pg-errors';

describe('PostgreSQL errors along the chain of causes', () => {
  const wrapped = (inner: object) => Object.assign(new Error('query failed'), { cause: inner });

  it('finds a unique violation however deep, with its index', () => {
    const error = wrapped(wrapped({ code: '23505', constraint: 'brands_company_name' }));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'brands_company_name')).toBe(true);
    expect(isUniqueViolation(error, 'users_email')).toBe(false);
    expect(uniqueViolationOf(error)).toEqual({ code: '23505', constraint: 'brands_company_name' });
    expect(isForeignKeyViolation(error)).toBe(false);
  });

  it('tells a foreign-key violation, and nothing in other errors', () => {
    expect(isForeignKeyViolation(wrapped({ code: '23503' }))).toBe(true);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(wrapped({ code: 'ECONNRESET' }))).toBe(false);
    expect(isForeignKeyViolation(undefined)).toBe(false);
  });
});
