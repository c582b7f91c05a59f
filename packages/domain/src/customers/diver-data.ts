import { z } from 'zod';
import { isoDateSchema } from '../dates/index.ts';

const line = (max = 200) => z.string().trim().max(max).default('');

export const CERTIFICATION_AGENCIES = [
  'PADI',
  'SSI',
  'CMAS',
  'NAUI',
  'SDI',
  'TDI',
  'BSAC',
  'GUE',
  'RAID',
  'VDST',
  'IANTD',
  'other',
] as const;

export const GEAR_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;

/** The diver's experience and who to call: kept on the customer (group `diver`). */
export const diverDataSchema = z.object({
  certificationAgency: z.union([z.literal(''), z.enum(CERTIFICATION_AGENCIES)]).default(''),
  certificationLevel: line(100),
  certificationNumber: line(50),
  dives: z.number().int().min(0).max(100_000).nullable().default(null),
  lastDive: isoDateSchema.nullable().default(null),
  nitrox: z.boolean().default(false),
  insurance: line(100),
  insuranceNumber: line(50),
  emergencyName: line(100),
  emergencyPhone: line(50),
  emergencyRelation: line(50),
});
export type DiverData = z.output<typeof diverDataSchema>;

/** Sizes for rental gear: kept on the customer (group `gear`). */
export const gearDataSchema = z.object({
  wetsuit: z.union([z.literal(''), z.enum(GEAR_SIZES)]).default(''),
  bcd: z.union([z.literal(''), z.enum(GEAR_SIZES)]).default(''),
  /** Shoe size as the guest writes it (EU 42, US 9). */
  fins: line(20),
  boots: line(20),
  heightCm: z.number().int().min(50).max(250).nullable().default(null),
  weightKg: z.number().int().min(10).max(300).nullable().default(null),
  rental: z.boolean().default(false),
});
export type GearData = z.output<typeof gearDataSchema>;

/** The diver group as stored, for answers (issue 33 §1): the shape of `DiverData` without its input rules. */
export const diverDataAnswerSchema = z.object({
  certificationAgency: z.union([z.literal(''), z.enum(CERTIFICATION_AGENCIES)]),
  certificationLevel: z.string(),
  certificationNumber: z.string(),
  dives: z.number().nullable(),
  lastDive: z.string().nullable(),
  nitrox: z.boolean(),
  insurance: z.string(),
  insuranceNumber: z.string(),
  emergencyName: z.string(),
  emergencyPhone: z.string(),
  emergencyRelation: z.string(),
});

/** The gear group as stored, for answers: the shape of `GearData` without its input rules. */
export const gearDataAnswerSchema = z.object({
  wetsuit: z.union([z.literal(''), z.enum(GEAR_SIZES)]),
  bcd: z.union([z.literal(''), z.enum(GEAR_SIZES)]),
  fins: z.string(),
  boots: z.string(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  rental: z.boolean(),
});
