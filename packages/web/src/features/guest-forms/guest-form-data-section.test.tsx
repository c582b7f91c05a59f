import { screen, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { ANNA_DATA, ANNA_FORM, BOOKING_ID, guest, publicForm, TOKEN } from './guest-form-fixtures.ts';
import { GuestFormMultiPage } from './public-guest-form-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const BASE = `/api/guestform/${BOOKING_ID}/linked`;
const saves = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.startsWith(`${BASE}?`));

const HEALTH = {
  id: 'g-health',
  name: 'Health and diet',
  fields: [
    { key: 'diet', label: 'Diet', type: 'choice' as const, choices: ['vegan', 'vegetarian'] },
    { key: 'lastMedical', label: 'Last dive medical', type: 'date' as const, choices: [] },
    { key: 'dives.total', label: 'Logged dives', type: 'number' as const, choices: [] },
    { key: 'nitrox', label: 'Nitrox certified', type: 'yesNo' as const, choices: [] },
  ],
};

function open() {
  const path = `/guestform-m/${BOOKING_ID}/${TOKEN}`;
  return renderWithApp(<GuestFormMultiPage />, { path, route: '/guestform-m/:id/:token' });
}

describe("the operator's customer data on the public guest form", () => {
  it('asks the marked fields in a section named after their group, prefilled, and saves them by key', async () => {
    const form = publicForm({ dataGroups: [HEALTH] });
    form.guests[0] = guest({ data: { ...ANNA_DATA, data: { diet: 'vegetarian' } } });
    const { calls } = mockFetch({
      [`GET ${BASE}`]: () => ({ body: form }),
      [`POST ${BASE}`]: (call) => ({
        body: guest({ version: 3, data: (call.body as { data: object }).data }),
      }),
    });
    open();
    const editor = await screen.findByTestId(`guest-form-${ANNA_FORM}`);
    await userEvent.click(within(editor).getByRole('button', { name: 'Health and diet' }));
    const diet = within(editor).getByRole('combobox', { name: 'Diet' });
    expect(diet).toHaveTextContent('vegetarian');
    await userEvent.click(diet);
    await userEvent.click(screen.getByRole('option', { name: 'vegan' }));
    // The product's date field: typed as DD.MM.YYYY, kept as YYYY-MM-DD.
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Last dive medical' }), '12.03.2026');
    await userEvent.type(within(editor).getByRole('spinbutton', { name: 'Logged dives' }), '140');
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Nitrox certified' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Save for later' }));
    expect(await within(editor).findByText(/Saved\. You can come back/)).toBeInTheDocument();
    expect((saves(calls)[0]!.body as { data: { data: object } }).data.data).toEqual({
      diet: 'vegan',
      lastMedical: '2026-03-12',
      'dives.total': 140,
      nitrox: true,
    });
  }, 20_000);

  it("shows the server's refusal at the field, in the field's section", async () => {
    const form = publicForm({ dataGroups: [HEALTH] });
    form.guests[0] = guest({ data: { ...ANNA_DATA, data: { diet: 'vegan' } } });
    mockFetch({
      [`GET ${BASE}`]: () => ({ body: form }),
      [`POST ${BASE}`]: () => ({
        status: 400,
        body: {
          message: 'The form is not complete',
          description: 'VALIDATION_ERROR',
          fields: [{ path: 'data.diet', message: 'Choose one of the offered values', code: 'settingOption' }],
        },
      }),
    });
    open();
    const editor = await screen.findByTestId(`guest-form-${ANNA_FORM}`);
    await userEvent.click(within(editor).getByRole('button', { name: 'Save for later' }));
    expect(await within(editor).findByRole('combobox', { name: 'Diet' })).toBeInTheDocument();
    expect(within(editor).getByText('Choose one of the offered values')).toBeInTheDocument();
  }, 20_000);
});
