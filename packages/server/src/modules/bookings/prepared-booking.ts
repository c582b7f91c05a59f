import type { Calculation, CreateBooking, FieldError, TodoDefinition } from '@seaberth/domain';
import { validationError } from '../../http/errors.ts';
import type { BookingTarget, PlannedRoom } from './booking-steps.ts';
import type { NewBooking } from './booking-rows.ts';

/** A new booking checked and priced, ready to be written in a transaction. */
export interface PreparedBooking {
  input: CreateBooking;
  target: BookingTarget;
  planned: PlannedRoom[];
  calculation: Calculation;
  /** The operator's day when it was prepared: the year of its booking number. */
  today: string;
  /** The to-do definitions it takes its to-dos from (none while to-dos are switched off). */
  todos: TodoDefinition[];
  values: Omit<NewBooking, 'bookingNo'>;
  /** The referral code it was made with (its special is among the extras), recorded with it. */
  referral?: string | null;
}

export const refuse = (fields: FieldError[]) =>
  validationError(fields, fields.map((f) => `${f.path}: ${f.message}`).join('; '));
