import type { TFunction } from 'i18next';
import { isApiError } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { STEP } from './wizard-draft.ts';
import { stepOfField } from './wizard-validation.ts';

/** Where a refused create is explained, and in which words. */
export interface Refusal {
  step: number;
  text: string;
  /** A room (or bed) was taken by another booking meanwhile: the free list must be read again. */
  roomTaken: boolean;
}

/**
 * A room taken meanwhile (409 ROOM_TAKEN, naming room and dates) goes back to the rooms step;
 * field errors (400) to the earliest step they concern; anything else stays on the summary.
 */
export function refusalOf(error: unknown, t: TFunction): Refusal {
  if (isApiError(error)) {
    if (error.status === 409 && error.body.description === 'ROOM_TAKEN')
      return { step: STEP.rooms, text: describeError(error, t), roomTaken: true };
    const fields = error.body.fields ?? [];
    if (error.status === 400 && fields.length > 0)
      return {
        step: Math.min(...fields.map((field) => stepOfField(field.path))),
        text: bookingErrorText(error, t),
        roomTaken: false,
      };
  }
  return { step: STEP.summary, text: bookingErrorText(error, t), roomTaken: false };
}
