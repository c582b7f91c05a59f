import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/api-error.ts';
import { describeError } from '../src/app/describe-error.ts';
import { i18n } from '../src/i18n/index.ts';

const t = i18n.getFixedT('en');
const de = i18n.getFixedT('de');

function apiError(status: number, description: string, message = 'Something') {
  return new ApiError(status, {
    error: 'Error',
    message,
    statusCode: status,
    description,
    path: '/api/x',
    method: 'GET',
    timestamp: '2026-01-01T00:00:00Z',
  });
}

describe('error text in the snackbar', () => {
  it('translates the description through errors.{code}', () => {
    expect(describeError(apiError(409, 'STALE_VERSION'), t)).toMatch(/Someone else saved/);
    expect(describeError(apiError(409, 'STALE_VERSION'), de)).toMatch(/Jemand anderes/);
  });

  it('words a taken room in the user’s language from the error’s params', () => {
    const error = apiError(409, 'ROOM_TAKEN', 'Cabin 3 is already taken for some nights between …');
    error.body.params = { room: 'Cabin 3', from: '10.04.2027', to: '17.04.2027' };
    expect(describeError(error, de)).toBe(
      'Cabin 3 ist zwischen 10.04.2027 und 17.04.2027 an einigen Nächten schon belegt; es wurde nichts geändert.',
    );
    expect(describeError(error, t)).toMatch(/^Cabin 3 is already taken for some nights between 10.04.2027/);
  });

  it('falls back to status code and message for an unknown description', () => {
    expect(describeError(apiError(418, 'TEAPOT', 'I am a teapot'), t)).toBe('418 I am a teapot');
  });

  it('shows a 449 message as the server wrote it', () => {
    expect(describeError(apiError(449, 'whatever', 'Please confirm the overbooking'), t)).toBe(
      'Please confirm the overbooking',
    );
  });

  it('lists the invalid fields of a validation error', () => {
    const error = apiError(400, 'VALIDATION_ERROR');
    error.body.fields = [{ path: 'name', message: 'Required' }];
    expect(describeError(error, t)).toBe(
      'Some entries are not valid. Please check the marked fields.\nname: Required',
    );
  });

  it("uses the spec's default text when nothing else is known", () => {
    expect(describeError(undefined, t)).toBe('An unknown error occured');
    expect(describeError('', t)).toBe('An unknown error occured');
  });

  it('translates guard codes given as text and keeps plain text', () => {
    expect(describeError('FORBIDDEN', t)).toBe('You are not allowed to open this page.');
    expect(describeError('Already booked', t)).toBe('Already booked');
  });
});
