import { customerResource } from '@seaberth/domain';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { customers } from '../db/schema/index.ts';
import { recordSchemaId, recordSchemaOf, wireSchema } from './record-schema.ts';

describe('the records generic resources answer with', () => {
  it('describe a transformed field by its input side, so the document keeps its type', () => {
    const country = z.union([
      z.literal(''),
      z
        .string()
        .regex(/^[A-Za-z]{2}$/)
        .transform((v) => v.toUpperCase()),
    ]);
    const answer = z.toJSONSchema(wireSchema(z.object({ country })), { io: 'output' }) as unknown as {
      properties: { country: { anyOf: { type?: string; const?: string }[] } };
    };
    expect(answer.properties.country.anyOf.map((s) => s.type)).toEqual(['string', 'string']);
    expect(wireSchema(z.preprocess((v) => v, z.number())).parse(3)).toBe(3);
  });

  it('name every column the table sends, typed by the definition, nullable where the column is', () => {
    const record = recordSchemaOf(customerResource, customers);
    expect(Object.keys(record.shape)).toEqual(
      expect.arrayContaining(['id', 'version', 'createdAt', 'updatedAt']),
    );
    // A list row's timestamps are Dates, a single record's ISO text: both leave as ISO.
    const now = new Date('2026-11-29T08:00:00Z');
    expect(record.shape.createdAt!.parse(now)).toEqual(now);
    expect(record.shape.updatedAt!.parse(now.toISOString())).toBe(now.toISOString());
    // The agency is a nullable column: a customer without one answers null.
    expect(record.shape.agency!.safeParse(null).success).toBe(true);
    expect(record.shape.id!.safeParse(null).success).toBe(false);
    expect(recordSchemaOf(customerResource, customers)).toBe(record);
    expect(recordSchemaId('mail/template')).toBe('MailTemplateRecord');
  });
});
