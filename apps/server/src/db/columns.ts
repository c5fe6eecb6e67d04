import { bigint, timestamp } from 'drizzle-orm/pg-core';

// Column helpers every table shares: identity keys (numbers in JS, strings on the wire) and UTC times.
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true });
