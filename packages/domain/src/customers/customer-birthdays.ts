import { z } from 'zod';
import { BIRTHDAY_DAYS_MAX } from '../dates/index.ts';

/** The most birthdays one answer of `GET /api/customer/birthday/{days}` lists (a year of a big club). */
export const CUSTOMER_BIRTHDAYS_CAP = 500;

/** `{days}`: today and this many days after it; 0 is today only. */
export const customerBirthdayParamsSchema = z.object({
  days: z.coerce.number().int().min(0).max(BIRTHDAY_DAYS_MAX),
});

/** A customer whose birthday comes within the window, as the birthday list shows them. */
export const customerBirthdaySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  /** The day they were born (masterData.birthday). */
  birthday: z.string(),
  /** The coming birthday (29 February falls on 1 March in other years). */
  date: z.string(),
  /** The age they turn that day. */
  age: z.number().int(),
  email: z.string(),
});
export type CustomerBirthday = z.infer<typeof customerBirthdaySchema>;
