import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookingWizardPage } from './booking-wizard-page.tsx';
import { WIZARD_DRAFT_KEY } from './wizard-draft.ts';
import {
  AGENCY_SOURCE,
  ANNA,
  available,
  BEN,
  BOOTSTRAP,
  CABIN_1,
  CARLA,
  CUSTOMERS,
  DELUXE,
  DORM,
  GARDEN,
  MIA,
  NITROX,
  REPEATER,
  RESORT,
  ROOM_101,
  ROOM_102,
  ROOM_TAKEN,
  SCHEDULE,
  SINGLE_USE,
  TERMS_30,
  VESSEL,
  VIP,
  wizardHandlers,
} from './wizard-fixtures.ts';
import { principalWith } from '../../resources/test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;

function renderWizard(path = '/booking/wizard') {
  return renderWithApp(<BookingWizardPage />, {
    path,
    route: '/booking/wizard',
    session: { bootstrap: BOOTSTRAP },
  });
}

const stepTitle = () => screen.getByRole('heading', { level: 2 });

async function next(user: User, title: string) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(stepTitle()).toHaveTextContent(title));
}

async function pickGuest(user: User, field: string, search: string, name: RegExp) {
  const input = screen.getByRole('combobox', { name: field });
  await user.type(input, search);
  await user.click(await screen.findByRole('option', { name }));
}

async function pickOption(user: User, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === path);

describe('BookingWizardPage', () => {
  it('walks a resort stay of two rooms and four guests (one child) to the summary and books it', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(wizardHandlers());
    renderWizard();

    // 1 What and when: the only resort is chosen already; a week from the arrival.
    expect(stepTitle()).toHaveTextContent('What and when');
    expect(screen.getByRole('combobox', { name: /Resort/ })).toHaveTextContent('Coral Bay');
    fireEvent.change(screen.getByLabelText(/Arrival/), { target: { value: '01.03.2027' } });
    expect(screen.getByLabelText(/Departure/)).toHaveValue('08.03.2027');
    const deluxe = await screen.findByTestId(`wizard-availability-${DELUXE}`);
    expect(deluxe).toHaveTextContent('Deluxe');
    expect(deluxe).toHaveTextContent(/Deluxe\s*2\s*4/);
    expect(calls.some((c) => c.url === `/api/rooms/available/${RESORT}?from=2027-03-01&to=2027-03-08`)).toBe(
      true,
    );

    // 2 Rooms and guests.
    await next(user, 'Rooms and guests');
    await user.click(await screen.findByRole('checkbox', { name: 'Room 101 (2 places)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Room 102 (2 places)' }));
    // Nothing named yet: Next is refused with the reason.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Name at least one guest.')).toBeVisible();
    await pickGuest(user, 'Guest 1 in Room 101', 'anna', /Anna Berg/);
    await pickGuest(user, 'Guest 2 in Room 101', 'ben', /Ben Berg/);
    await pickGuest(user, 'Guest 1 in Room 102', 'carla', /Carla Ott/);
    await pickGuest(user, 'Guest 2 in Room 102', 'mia', /Mia Berg/);
    expect(screen.getByTestId(`wizard-child-${MIA}`)).toHaveTextContent('Child');
    expect(screen.queryByTestId(`wizard-child-${ANNA}`)).toBeNull();
    expect(screen.queryByTestId(`wizard-child-${CARLA}`)).toBeNull();

    // 3 Extras: a variant for Anna, Nitrox for Anna only, a special by hand; auto ones are not offered.
    await next(user, 'Extras');
    await pickOption(user, 'Price variant for Anna Berg', 'Single use');
    await user.click(screen.getByRole('checkbox', { name: /Nitrox/ }));
    await pickOption(user, 'Nitrox for', 'Chosen guests');
    await user.click(
      within(screen.getByRole('group', { name: 'Guests for Nitrox' })).getByRole('checkbox', {
        name: 'Anna Berg',
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Repeater' }));
    expect(screen.queryByRole('checkbox', { name: 'Early bird' })).toBeNull();
    // The live quote shows what the engine applied by itself.
    const live = await screen.findByTestId('wizard-quote-compact');
    await waitFor(() => expect(within(live).getByTestId('wizard-quote-total')).toHaveTextContent('792.00'));
    expect(live).toHaveTextContent('Early bird');

    // 4 Who and how.
    await next(user, 'Who and how');
    await pickOption(user, 'Booking source', 'Dive Agency X');
    expect(screen.getByText('Channel: agency')).toBeVisible();
    await pickOption(user, 'Category', 'VIP');
    await pickOption(user, 'Booking language', 'German');
    await pickOption(user, 'Currency', 'USD');
    await pickOption(user, 'Terms of payment', '30 days');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Late arrival');

    // 5 Summary: every line explained, the due amounts, the state.
    await next(user, 'Summary');
    const facts = screen.getByTestId('wizard-summary-facts');
    expect(facts).toHaveTextContent('01.03.2027 – 08.03.2027 (7 nights)');
    expect(facts).toHaveTextContent('Anna Berg, Ben Berg');
    expect(facts).toHaveTextContent('Mia Berg');
    const quote = await screen.findByTestId('wizard-quote-full');
    await waitFor(() => expect(within(quote).getByTestId('quote-total')).toHaveTextContent('792.00'));
    expect(within(quote).getByText('Deposit €237.60 due 17.01.2027')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Booking' }));
    await user.click(screen.getByRole('button', { name: 'Create booking' }));

    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(posts(calls, '/api/bookings').at(-1)?.body).toEqual({
      resort: RESORT,
      dates: { from: '2027-03-01', to: '2027-03-08' },
      rooms: [
        { room: ROOM_101, guests: [ANNA, BEN], variants: [SINGLE_USE, null] },
        { room: ROOM_102, guests: [CARLA, MIA] },
      ],
      state: 'confirmed',
      source: 'agency',
      bookingSource: AGENCY_SOURCE,
      category: VIP,
      currency: 'USD',
      language: 'de',
      termsOfPayment: TERMS_30,
      note: 'Late arrival',
      extras: { addons: [{ supplement: NITROX, customers: [ANNA] }], specials: [{ special: REPEATER }] },
    });
    // The quote priced the child by her birthday and Anna with her variant.
    const quoted = posts(calls, '/api/book/booking/price').at(-1)?.body as {
      rooms: { beds: { id: string; birthday: string | null; variant?: string | null }[] }[];
      currency: string;
    };
    expect(quoted.rooms[0]?.beds[0]).toMatchObject({ id: ANNA, variant: SINGLE_USE });
    expect(quoted.rooms[1]?.beds[1]).toMatchObject({ id: MIA, birthday: '2015-06-10' });
    expect(quoted.currency).toBe('USD');
    // The booking exists: the draft is gone from the browser.
    expect(localStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
  }, 60_000);

  it('closes the new-customer form only with the new guest in the place', async () => {
    const user = userEvent.setup();
    const NORA = '00000000-0000-4000-8000-00000000a0a1';
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = mockFetch({
      ...wizardHandlers(),
      'POST /api/customer': () => ({ status: 201, body: { id: NORA, fullName: 'Nora Neu' } }),
      // The guest's full record loads after the customer is made: held until the test lets it go.
      [`GET /api/customer/${NORA}`]: async () => {
        await held;
        return { body: { id: NORA, fullName: 'Nora Neu', contact: {} } };
      },
    });
    renderWizard();
    fireEvent.change(screen.getByLabelText(/Arrival/), { target: { value: '01.03.2027' } });
    await screen.findByTestId(`wizard-availability-${DELUXE}`);
    await next(user, 'Rooms and guests');
    await user.click(await screen.findByRole('checkbox', { name: 'Room 101 (2 places)' }));
    await user.click(screen.getByRole('button', { name: 'New customer for Guest 1 in Room 101' }));
    const form = screen.getByTestId('quick-customer-form');
    await user.type(within(form).getByLabelText(/First name/), 'Nora');
    await user.type(within(form).getByLabelText(/Last name/), 'Neu');
    await user.click(within(form).getByRole('button', { name: 'Create and add' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith(`/api/customer/${NORA}`))).toBe(true));
    // Closed now, the place would be empty and Next would ask for a guest; the form stays, busy.
    expect(screen.getByTestId('quick-customer-form')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByTestId('quick-customer-form')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Guest 1 in Room 101' })).toHaveValue('Nora Neu');
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/customer')).toHaveLength(1);
  });

  it('goes back to the rooms step naming the room when it was taken meanwhile', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const { calls } = mockFetch(
      wizardHandlers({
        [`GET /api/rooms/available/${RESORT}`]: () => {
          reads += 1;
          // Read again after the refusal: Room 101 is gone.
          return {
            body:
              reads === 1
                ? [
                    available(ROOM_101, 'Room 101', DELUXE, [0, 1]),
                    available(ROOM_102, 'Room 102', DELUXE, [0, 1]),
                  ]
                : [available(ROOM_102, 'Room 102', DELUXE, [0, 1])],
          };
        },
        'POST /api/bookings': () => ROOM_TAKEN,
      }),
    );
    // The occupancy chart's link: resort, nights and the room.
    renderWizard(`/booking/wizard?resort=${RESORT}&from=2027-03-01&to=2027-03-08&room=${ROOM_101}`);
    expect(stepTitle()).toHaveTextContent('Rooms and guests');
    expect(await screen.findByRole('checkbox', { name: 'Room 101 (2 places)' })).toBeChecked();
    await pickGuest(user, 'Guest 1 in Room 101', 'anna', /Anna Berg/);
    await next(user, 'Extras');
    await next(user, 'Who and how');
    await next(user, 'Summary');
    await user.click(screen.getByRole('button', { name: 'Create reservation' }));

    const alert = await screen.findByTestId('wizard-rooms-alert');
    expect(stepTitle()).toHaveTextContent('Rooms and guests');
    expect(alert).toHaveTextContent(
      'Room 101 is already taken for some nights between 01.03.2027 and 08.03.2027; nothing was changed.',
    );
    // The free list is read again; the room is no longer offered and Next is blocked until it goes.
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Room 101 (2 places)' })).toBeNull());
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(
      await screen.findByText('Room 101 is no longer free for these nights; choose another room.'),
    ).toBeVisible();
    expect(posts(calls, '/api/bookings')).toHaveLength(1);
  }, 30_000);

  it('tells before booking that a shared dorm takes guests of one gender on these nights', async () => {
    mockFetch(
      wizardHandlers({
        [`GET /api/rooms/available/${RESORT}`]: () => ({
          body: [{ ...available(DORM, 'Garden Dorm', GARDEN, [1, 2, 3], 4), sharedWith: 'f' }],
        }),
      }),
    );
    renderWizard(`/booking/wizard?resort=${RESORT}&from=2027-03-01&to=2027-03-08&room=${DORM}`);
    expect(
      await screen.findByText(/Garden Dorm is shared by gender: its taken beds are women's/),
    ).toBeVisible();
  }, 30_000);

  it('keeps the draft through a remount, lets a link win over it, and starts over on request', async () => {
    const user = userEvent.setup();
    mockFetch(wizardHandlers());
    const first = renderWizard();
    fireEvent.change(screen.getByLabelText(/Arrival/), { target: { value: '01.03.2027' } });
    await next(user, 'Rooms and guests');
    await user.click(await screen.findByRole('checkbox', { name: 'Room 102 (2 places)' }));
    await pickGuest(user, 'Guest 1 in Room 102', 'ben', /Ben Berg/);
    first.unmount();

    // A reload (or the phone rang and the tab was closed): everything is back.
    const second = renderWizard();
    expect(stepTitle()).toHaveTextContent('Rooms and guests');
    expect(await screen.findByRole('checkbox', { name: 'Room 102 (2 places)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Guest 1 in Room 102' })).toHaveValue('Ben Berg');
    second.unmount();

    // A link wins over the stored draft.
    const third = renderWizard(`/booking/wizard?resort=${RESORT}&from=2027-04-10&to=2027-04-12`);
    expect(stepTitle()).toHaveTextContent('Rooms and guests');
    expect(screen.getByText('10.04.2027 – 12.04.2027')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Room 102' })).toBeNull();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(WIZARD_DRAFT_KEY) ?? '{}')).toMatchObject({
        from: '2027-04-10',
      }),
    );

    // Start over asks first; Cancel keeps everything.
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    const dialog = screen.getByRole('dialog', { name: 'Start over?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(stepTitle()).toHaveTextContent('Rooms and guests');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await user.click(screen.getByRole('button', { name: 'Discard and start over' }));
    expect(stepTitle()).toHaveTextContent('What and when');
    expect(screen.getByLabelText(/Arrival/)).toHaveValue('');
    third.unmount();
    renderWizard();
    expect(stepTitle()).toHaveTextContent('What and when');
    expect(screen.getByLabelText(/Arrival/)).toHaveValue('');
  }, 30_000);

  it('shows a field refusal of the server on the step it concerns', async () => {
    const user = userEvent.setup();
    mockFetch(
      wizardHandlers({
        'POST /api/bookings': () => ({
          status: 400,
          body: {
            error: 'ValidationError',
            statusCode: 400,
            description: 'VALIDATION_ERROR',
            message: 'Invalid',
            fields: [{ path: 'termsOfPayment', message: 'No such terms' }],
            path: '/api/bookings',
            method: 'POST',
            timestamp: '',
          },
        }),
      }),
    );
    renderWizard(`/booking/wizard?resort=${RESORT}&from=2027-03-01&to=2027-03-08&room=${ROOM_101}`);
    await screen.findByRole('checkbox', { name: 'Room 101 (2 places)' });
    await pickGuest(user, 'Guest 1 in Room 101', 'anna', /Anna Berg/);
    await next(user, 'Extras');
    await next(user, 'Who and how');
    await next(user, 'Summary');
    await user.click(screen.getByRole('button', { name: 'Create reservation' }));
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Who and how'));
    expect(screen.getByText('termsOfPayment: No such terms')).toBeVisible();
  }, 30_000);

  it('books cabins of a trip chosen from the list, and opens a trip named by a link', async () => {
    const user = userEvent.setup();
    const trip = {
      id: SCHEDULE,
      tour: 't1',
      tourName: 'Komodo North',
      vessel: VESSEL,
      vesselName: 'MV Manta',
      from: '2027-01-02',
      to: '2027-01-09',
      status: 'open',
      nights: 7,
      cabins: 12,
      freeCabins: 4,
      beds: 24,
      freeBeds: 9,
    };
    const cabin = {
      ...available(CABIN_1, 'Cabin 1', DELUXE, [0, 1]),
      resort: null,
      vessel: VESSEL,
      roomType: null,
      type: 'Cabin',
    };
    const { calls } = mockFetch(
      wizardHandlers({
        'GET /api/schedule/booking': () => ({ body: { data: [trip], total: 1, page: 0, size: 25 } }),
        [`GET /api/rooms/available/${VESSEL}`]: () => ({ body: [cabin] }),
      }),
    );
    const bootstrap = {
      ...BOOTSTRAP,
      assets: [...BOOTSTRAP.assets, { id: VESSEL, name: 'MV Manta', type: 'vessel' }],
    };
    const first = renderWithApp(<BookingWizardPage />, {
      path: '/booking/wizard',
      route: '/booking/wizard',
      session: { bootstrap },
    });
    await user.click(screen.getByRole('button', { name: 'Trip' }));
    await user.click(await screen.findByRole('radio', { name: /Komodo North · MV Manta/ }));
    expect(screen.getByTestId('wizard-trip-chosen')).toHaveTextContent(
      'Komodo North · MV Manta, 02.01.2027 – 09.01.2027',
    );
    const listed = calls.find((c) => c.url.startsWith('/api/schedule/booking'));
    expect(Object.fromEntries(new URL(listed?.url ?? '', 'http://x').searchParams)).toMatchObject({
      new: 'true',
      size: '25',
      page: '0',
    });
    await next(user, 'Rooms and guests');
    await user.click(await screen.findByRole('checkbox', { name: 'Cabin 1 (2 places)' }));
    expect(calls.some((c) => c.url === `/api/rooms/available/${VESSEL}?from=2027-01-02&to=2027-01-09`)).toBe(
      true,
    );
    await pickGuest(user, 'Guest 1 in Cabin 1', 'anna', /Anna Berg/);
    await next(user, 'Extras');
    await next(user, 'Who and how');
    await next(user, 'Summary');
    expect(screen.getByTestId('wizard-summary-facts')).toHaveTextContent('Komodo North · MV Manta');
    await user.click(screen.getByRole('button', { name: 'Create reservation' }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(posts(calls, '/api/bookings')[0]?.body).toMatchObject({
      schedule: SCHEDULE,
      rooms: [{ room: CABIN_1, guests: [ANNA, null] }],
      state: 'planned',
    });
    expect(posts(calls, '/api/bookings')[0]?.body).not.toHaveProperty('resort');
    const quoted = posts(calls, '/api/book/booking/price').at(-1)?.body;
    expect(quoted).toMatchObject({ asset: { kind: 'vessel', id: VESSEL }, schedule: { id: SCHEDULE } });
    first.unmount();

    // The trip page's link names the schedule only; the wizard looks it up.
    renderWithApp(<BookingWizardPage />, {
      path: `/booking/wizard?schedule=${SCHEDULE}`,
      route: '/booking/wizard',
      session: { bootstrap },
    });
    expect(await screen.findByTestId('wizard-trip-chosen')).toHaveTextContent('Komodo North · MV Manta');
    await next(user, 'Rooms and guests');
    expect(await screen.findByRole('checkbox', { name: 'Cabin 1 (2 places)' })).not.toBeChecked();
  }, 30_000);
});

describe('BookingWizardPage: relations of the guests (issue 37)', () => {
  const DAAN = 'a5555555-5555-4555-8555-555555555555';
  const other = (id: string, fullName: string) => ({ id, fullName, email: '' });
  const relation = (id: string, fullName: string, kind: string) => ({
    id: `r-${id}`,
    version: 1,
    kind,
    note: '',
    other: other(id, fullName),
  });
  const handlers = () =>
    wizardHandlers({
      // Anna travels with her partner Daan, her daughter Mia and her buddy Ben.
      [`GET /api/customer/${ANNA}/relations`]: () => ({
        body: [
          relation(DAAN, 'Daan de Vries', 'partner'),
          relation(MIA, 'Mia Berg', 'family'),
          relation(BEN, 'Ben Berg', 'buddy'),
        ],
      }),
      [`GET /api/customer/${MIA}/relations`]: () => ({ body: [relation(ANNA, 'Anna Berg', 'family')] }),
      [`GET /api/customer/${DAAN}`]: () => ({
        body: { id: DAAN, fullName: 'Daan de Vries', masterData: { birthday: '1983-05-05' }, contact: {} },
      }),
      [`GET /api/customer/${BEN}`]: () => ({ body: CUSTOMERS[1] }),
    });
  const chip = (name: string) => screen.getByRole('button', { name });

  it('offers the relations not yet booked and puts one on the next free place', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(handlers());
    renderWizard(`/booking/wizard?resort=${RESORT}&from=2027-03-01&to=2027-03-08&room=${ROOM_101}`);
    await user.click(await screen.findByRole('checkbox', { name: 'Room 102 (2 places)' }));
    expect(screen.queryByTestId('wizard-related-guests')).toBeNull();

    await pickGuest(user, 'Guest 1 in Room 101', 'anna', /Anna Berg/);
    const room101 = screen.getByTestId(`wizard-room-${ROOM_101}`);
    expect(await within(room101).findByRole('button', { name: 'Add Daan de Vries (partner)' })).toBeVisible();
    expect(within(room101).getByRole('button', { name: 'Add Mia Berg (family)' })).toBeVisible();

    // Mia is booked by hand in the other room: she is no longer offered (nor Anna back for her).
    await pickGuest(user, 'Guest 1 in Room 102', 'mia', /Mia Berg/);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Add Mia Berg/ })).toBeNull());
    expect(screen.queryByRole('button', { name: /Add Anna Berg/ })).toBeNull();

    // Daan goes on the free place of Anna's room, with his birthday from his record.
    await user.click(chip('Add Daan de Vries (partner)'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Guest 2 in Room 101' })).toHaveValue('Daan de Vries'),
    );
    expect(calls.some((c) => c.url === `/api/customer/${DAAN}`)).toBe(true);
    expect(screen.queryByRole('button', { name: /Add Daan de Vries/ })).toBeNull();

    // Anna's room is full: Ben goes on the booking's next free place, in Room 102.
    await user.click(chip('Add Ben Berg (dive buddy)'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Guest 2 in Room 102' })).toHaveValue('Ben Berg'),
    );
    expect(screen.queryByTestId('wizard-related-guests')).toBeNull();
  }, 60_000);

  it('disables a relation when no place is free, saying why', async () => {
    const user = userEvent.setup();
    mockFetch(handlers());
    renderWizard(`/booking/wizard?resort=${RESORT}&from=2027-03-01&to=2027-03-08&room=${ROOM_101}`);
    await screen.findByRole('checkbox', { name: 'Room 101 (2 places)' });
    await pickGuest(user, 'Guest 1 in Room 101', 'anna', /Anna Berg/);
    await pickGuest(user, 'Guest 2 in Room 101', 'carla', /Carla Ott/);
    const daan = await screen.findByRole('button', { name: 'Add Daan de Vries (partner)' });
    expect(daan).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getAllByLabelText('No free place left in this booking: add a place or a room first.'),
    ).toHaveLength(3);
  }, 60_000);

  it('asks nothing about relations for a user who may not read customers', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(handlers());
    renderWithApp(<BookingWizardPage />, {
      path: `/booking/wizard?resort=${RESORT}&from=2027-03-01&to=2027-03-08&room=${ROOM_101}`,
      route: '/booking/wizard',
      session: { bootstrap: BOOTSTRAP },
      principal: principalWith(['bookings.create', 'agencies.self']),
    });
    await screen.findByRole('checkbox', { name: 'Room 101 (2 places)' });
    await pickGuest(user, 'Guest 1 in Room 101', 'anna', /Anna Berg/);
    expect(calls.some((c) => c.url.endsWith('/relations'))).toBe(false);
    expect(screen.queryByTestId('wizard-related-guests')).toBeNull();
  }, 60_000);
});
