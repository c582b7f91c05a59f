import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { i18n } from '../../i18n/index.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';

const refusal = (description: string, params: Record<string, string>) =>
  new ApiError(409, { statusCode: 409, description, message: 'server words', params } as never);

describe('the refusals of a booking’s life, in the user’s language', () => {
  it('names the state and the action', async () => {
    await i18n.changeLanguage('en');
    const error = refusal('ACTION_NOT_ALLOWED', {
      state: 'aborted',
      action: 'edit',
      bookingNo: '2027-00001',
    });
    expect(bookingErrorText(error, i18n.t)).toBe('A booking in the state “Cancelled” cannot be edited.');
    await i18n.changeLanguage('de');
    expect(bookingErrorText(error, i18n.t)).toBe('Im Zustand „Storniert“ ist „Bearbeiten“ nicht möglich.');
    expect(
      bookingErrorText(
        refusal('SHARED_GENDER', { room: 'Quad', from: '01.03.2027', to: '08.03.2027' }),
        i18n.t,
      ),
    ).toContain('Quad ist in einigen Nächten');
    await i18n.changeLanguage('en');
  });
});
