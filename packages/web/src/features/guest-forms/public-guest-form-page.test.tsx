import { MEDICAL_QUESTIONS } from '@seaberth/domain';
import { screen, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import {
  ANNA_DATA,
  ANNA_FORM,
  BLANK_FORM,
  BOOKING_ID,
  guest,
  publicForm,
  TOKEN,
} from './guest-form-fixtures.ts';
import { GuestFormMultiPage, GuestFormPage } from './public-guest-form-page.tsx';

afterEach(() => vi.unstubAllGlobals());

// jsdom's getComputedStyle is slow over MUI's many style rules; the pointer-events check calls it
// for every ancestor on every click, which made one click take most of a second.
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const BASE = `/api/guestform/${BOOKING_ID}/linked`;
const saves = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.startsWith(`${BASE}?`));

function open(page = <GuestFormMultiPage />, path = `/guestform-m/${BOOKING_ID}/${TOKEN}`) {
  return renderWithApp(page, {
    path,
    route: path.startsWith('/guestform-m') ? '/guestform-m/:id/:token' : '/guestform/:id/:token',
  });
}

/** The radio of one medical question, by its field name (role queries over 20 radios are slow). */
function medicalRadio(question: string, answer: 'yes' | 'no'): HTMLInputElement {
  const radio = document.querySelector<HTMLInputElement>(
    `input[name="medical.answers.${question}"][value="${answer}"]`,
  );
  if (!radio) throw new Error(`no ${answer} radio for ${question}`);
  return radio;
}

async function answerAllNo() {
  for (const question of MEDICAL_QUESTIONS) await userEvent.click(medicalRadio(question, 'no'));
}

async function openSection(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
}

describe('the public guest form', () => {
  it('shows the operator, the booking and one tab per place, in the booking’s language', async () => {
    const form = publicForm({ booking: { ...publicForm().booking, language: 'de' } });
    mockFetch({ [`GET ${BASE}`]: () => ({ body: form }) });
    open();
    // The German bundle loads on demand: on a busy machine that takes more than a second.
    expect(
      await screen.findByRole('heading', { name: 'Gästeformular' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Blue Manta Liveaboards')).toBeInTheDocument();
    expect(screen.getByTestId('guest-form-booking')).toHaveTextContent(
      'Buchung 2027-00042 · Komodo North & Central · 01.05.2027 – 08.05.2027',
    );
    expect(screen.getByRole('tab', { name: /Cabin 3 · Bett 1 · Anna Berg/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: /Gast 2/ })).toBeInTheDocument();
    // The guest switches to English; the form offers only the languages the operator gave.
    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(await screen.findByRole('heading', { name: 'Guest form' })).toBeInTheDocument();
    // Prefilled from what the operator knows.
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Anna');
  }, 15_000);

  it('shows what is missing at its field before sending, and sends nothing', async () => {
    const { calls } = mockFetch({ [`GET ${BASE}`]: () => ({ body: publicForm() }) });
    open();
    await userEvent.click(await screen.findByRole('tab', { name: /Guest 2/ }));
    const editor = screen.getByTestId(`guest-form-${BLANK_FORM}`);
    await userEvent.type(within(editor).getByRole('textbox', { name: /First name/ }), 'Ben');
    await userEvent.click(within(editor).getByRole('button', { name: 'Send' }));
    expect(await within(editor).findByText('Please check the 18 marked fields.')).toBeInTheDocument();
    // The first section with a problem stays open; the passport of a trip is required.
    const lastName = within(editor).getByRole('textbox', { name: /Last name/ });
    expect(lastName).toHaveAccessibleDescription('Required');
    await openSection('Passport');
    expect(within(editor).getByRole('textbox', { name: /Passport number/ })).toHaveAccessibleDescription(
      'Required',
    );
    await openSection('Consent and signature');
    expect(within(editor).getByText('Please sign the form')).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  }, 15_000);

  it('sends a complete form with its version, and shows the server’s field errors at their fields', async () => {
    let refuse = true;
    const { calls } = mockFetch({
      [`GET ${BASE}`]: () => ({ body: publicForm() }),
      [`POST ${BASE}`]: (call) => {
        if (refuse) {
          refuse = false;
          return {
            status: 400,
            body: {
              error: 'ValidationError',
              message: 'Validation failed',
              description: 'VALIDATION_ERROR',
              fields: [{ path: 'passport.number', message: 'Required' }],
            },
          };
        }
        const body = call.body as { data: object };
        return {
          body: guest({
            state: 'submitted',
            version: 3,
            data: body.data,
            submittedAt: '2027-04-02T09:30:00Z',
          }),
        };
      },
    });
    open();
    const editor = await screen.findByTestId(`guest-form-${ANNA_FORM}`);
    await openSection('Medical questionnaire');
    await answerAllNo();
    await openSection('Consent and signature');
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'I agree' }));
    // A kept signature shows as its picture.
    expect(within(editor).getByTestId('signature-image')).toHaveAttribute('src', ANNA_DATA.signature);
    await userEvent.click(within(editor).getByRole('button', { name: 'Send' }));
    // The server's refusal lands at the field, in its section, opened.
    const passport = await within(editor).findByRole('textbox', { name: /Passport number/ });
    expect(passport).toHaveAccessibleDescription('Required');
    expect(within(editor).getByText('Please check the marked field.')).toBeInTheDocument();

    await userEvent.click(within(editor).getByRole('button', { name: 'Send' }));
    expect(await within(editor).findByText('Thank you! Your form has been sent.')).toBeInTheDocument();
    const sent = saves(calls).map((c) => c.body as Record<string, unknown>);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      form: ANNA_FORM,
      submit: true,
      version: 2,
      language: 'en',
      data: {
        masterData: { firstName: 'Anna', lastName: 'Berg' },
        passport: { number: 'P1234567' },
        medical: { answers: Object.fromEntries(MEDICAL_QUESTIONS.map((q) => [q, false])) },
        consent: true,
        signature: ANNA_DATA.signature,
      },
    });
    // Sent: the tab says so, and the next change is sent with the server's new version.
    expect(screen.getByRole('tab', { name: /Anna Berg/ })).toContainElement(screen.getByLabelText('Sent'));
    expect(within(editor).getByRole('button', { name: 'Send changes' })).toBeInTheDocument();
  }, 30_000);

  it('keeps a draft, and asks for the physician’s form after a yes', async () => {
    const { calls } = mockFetch({
      [`GET ${BASE}`]: () => ({ body: publicForm() }),
      [`POST ${BASE}`]: (call) => ({
        body: guest({ version: 3, data: (call.body as { data: object }).data }),
      }),
      [`POST ${BASE}/file`]: () => ({
        status: 201,
        body: {
          id: '44444444-4444-4444-8444-444444444444',
          kind: 'physicianForm',
          name: 'fit.pdf',
          mimeType: 'application/pdf',
          size: 20_480,
        },
      }),
    });
    open();
    const editor = await screen.findByTestId(`guest-form-${ANNA_FORM}`);
    await openSection('Medical questionnaire');
    expect(screen.getByRole('radiogroup', { name: /^2\. I am over 45 years of age/ })).toBeInTheDocument();
    await userEvent.click(medicalRadio('q2', 'yes'));
    expect(within(editor).getByTestId('medical-yes')).toHaveTextContent('a physician must evaluate');
    const pdf = new File(['%PDF-1.4 fit to dive'], 'fit.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(editor).getByTestId('file-physicianForm'), pdf);
    expect(await within(editor).findByText('fit.pdf (20 KB)')).toBeInTheDocument();
    const upload = calls.find((c) => c.url.startsWith(`${BASE}/file?`))!;
    expect(upload.url).toContain(`token=${TOKEN}`);

    await userEvent.click(within(editor).getByRole('button', { name: 'Save for later' }));
    expect(await within(editor).findByText(/Saved\. You can come back/)).toBeInTheDocument();
    expect(saves(calls)[0]!.body).toMatchObject({
      submit: false,
      data: {
        medical: { answers: { q2: true } },
        files: { physicianForm: '44444444-4444-4444-8444-444444444444' },
      },
    });
  }, 15_000);

  it('names the limit when a file is too large', async () => {
    mockFetch({
      [`GET ${BASE}`]: () => ({ body: publicForm() }),
      [`POST ${BASE}/file`]: () => ({
        status: 413,
        body: { message: 'The file is larger than 256 KB', description: 'PAYLOAD_TOO_LARGE' },
      }),
    });
    open();
    const editor = await screen.findByTestId(`guest-form-${ANNA_FORM}`);
    await openSection('Uploads');
    const pdf = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(editor).getByTestId('file-passportScan'), pdf);
    expect(await within(editor).findByRole('alert')).toHaveTextContent('The file is larger than 256 KB');
  }, 15_000);

  it('says so and reloads when the form was saved on another device', async () => {
    let loads = 0;
    mockFetch({
      [`GET ${BASE}`]: () => {
        loads += 1;
        const form = publicForm();
        if (loads > 1) form.guests[0] = guest({ version: 5, data: { ...ANNA_DATA, remarks: 'Vegetarian' } });
        return { body: form };
      },
      [`POST ${BASE}`]: () => ({
        status: 409,
        body: { message: 'Stale', description: 'STALE_VERSION' },
      }),
    });
    open();
    const editor = await screen.findByTestId(`guest-form-${ANNA_FORM}`);
    await userEvent.click(within(editor).getByRole('button', { name: 'Save for later' }));
    expect(await screen.findByText(/changed on another device/)).toBeInTheDocument();
    await openSection('Remarks');
    expect(await screen.findByRole('textbox', { name: /Anything we should know/ })).toHaveValue('Vegetarian');
  }, 15_000);

  it('shows an applied form read-only with a note', async () => {
    const form = publicForm();
    form.guests[0] = guest({
      state: 'applied',
      locked: true,
      data: { ...ANNA_DATA, remarks: '<b>not bold</b>' },
    });
    mockFetch({ [`GET ${BASE}`]: () => ({ body: form }) });
    open();
    const editor = await screen.findByTestId(`guest-form-${ANNA_FORM}`);
    expect(within(editor).getByText(/taken this form over/)).toBeInTheDocument();
    expect(within(editor).getByRole('textbox', { name: /First name/ })).toBeDisabled();
    expect(within(editor).queryByRole('button', { name: /Send/ })).toBeNull();
    await openSection('Remarks');
    // What a guest typed is text, never markup.
    expect(within(editor).getByRole('textbox', { name: /Anything we should know/ })).toHaveValue(
      '<b>not bold</b>',
    );
    expect(editor.querySelector('b')).toBeNull();
  }, 15_000);

  it('lets a guest pick their place when the form is one guest at a time', async () => {
    mockFetch({ [`GET ${BASE}`]: () => ({ body: publicForm({ multi: false }) }) });
    open(<GuestFormPage />, `/guestform/${BOOKING_ID}/${TOKEN}`);
    const places = await screen.findByRole('list', { name: 'Guests' });
    expect(screen.queryByRole('tab')).toBeNull();
    await userEvent.click(within(places).getByText('Guest 2'));
    expect(screen.getByTestId(`guest-form-${BLANK_FORM}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All places' }));
    expect(screen.getByRole('list', { name: 'Guests' })).toBeInTheDocument();
  }, 15_000);

  it('asks the operator’s own questions and sends the answers with the form', async () => {
    const answered = {
      ...ANNA_DATA,
      medical: { answers: Object.fromEntries(MEDICAL_QUESTIONS.map((q) => [q, false])) },
      consent: true,
    };
    const form = publicForm({
      extraFields: [
        {
          id: 'diet',
          type: 'QuestionShort',
          label: { en: 'Your diet', de: 'Ihre Ernährung' },
          help: { en: '', de: '' },
          required: true,
          options: [],
          media: null,
          url: '',
          maxStars: 5,
        },
      ],
    });
    form.guests[0] = guest({ data: answered });
    const { calls } = mockFetch({
      [`GET ${BASE}`]: () => ({ body: form }),
      [`POST ${BASE}`]: (call) => ({
        body: guest({ state: 'submitted', version: 3, data: (call.body as { data: object }).data }),
      }),
    });
    open();
    const editor = await screen.findByTestId(`guest-form-${ANNA_FORM}`);
    await userEvent.click(within(editor).getByRole('button', { name: 'Send' }));
    // The missing answer is shown in its own section, opened.
    const diet = await within(editor).findByRole('textbox', { name: /Your diet/ });
    expect(diet).toHaveAccessibleDescription('Required');
    expect(saves(calls)).toHaveLength(0);
    await userEvent.type(diet, 'Vegetarian');
    await userEvent.click(within(editor).getByRole('button', { name: 'Send' }));
    expect(await within(editor).findByText('Thank you! Your form has been sent.')).toBeInTheDocument();
    expect(saves(calls)[0]!.body).toMatchObject({ submit: true, data: { extra: { diet: 'Vegetarian' } } });
  }, 15_000);

  it('says a wrong link is not valid', async () => {
    mockFetch({
      [`GET ${BASE}`]: () => ({ status: 404, body: { message: 'Not found', description: 'NOT_FOUND' } }),
    });
    open();
    expect(await screen.findByText(/This link is not valid or has expired/)).toBeInTheDocument();
  });
});
