import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { MailTemplateEditorPage } from './mail-template-editor.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = '7d0c3a8e-0000-4000-8000-000000000001';
const BOOKING = {
  id: '7d0c3a8e-0000-4000-8000-0000000000b1',
  bookingNo: '2027-00042',
  leadName: 'Anna Berg',
  from: '2027-03-06',
  to: '2027-03-13',
};
const stored = {
  id: ID,
  version: 2,
  name: 'Booking confirmation',
  type: 'Information',
  states: ['confirmed'],
  attachments: ['confirmation'],
  texts: {
    de: { subject: 'Ihre Buchung {{ booking.number }}', body: 'Hallo {{ booker.name }}' },
    en: { subject: 'Your booking {{ booking.number }}', body: 'Hello {{ booker.name }}' },
  },
  isActive: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
};

const render = () =>
  renderWithApp(<MailTemplateEditorPage />, {
    path: `/config/mailtemplates/${ID}`,
    route: '/config/mailtemplates/:id',
  });

describe('MailTemplateEditorPage', { timeout: 20_000 }, () => {
  it('previews the text on the newest booking, inserts a placeholder at the cursor, and saves with the version it read', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET /api/mail/template/${ID}`]: () => ({ body: stored }),
      'GET /api/bookings': () => ({ body: { data: [BOOKING], total: 1, page: 0, size: 1 } }),
      'POST /api/mail/template/preview': (call) => {
        const body = call.body as { subject: string; body: string };
        return {
          body: {
            subject: body.subject.replace('{{ booking.number }}', BOOKING.bookingNo),
            text: body.body
              .replace('{{ booker.name }}', 'Anna Berg')
              .replace('{{ trip.name }}', 'Komodo North'),
            html: '',
            unknown: [],
          },
        };
      },
      [`POST /api/mail/template/${ID}`]: (call) => ({
        body: { ...stored, ...(call.body as object), version: 3 },
      }),
    });
    render();
    const preview = await screen.findByTestId('mail-preview');
    expect(await within(preview).findByText('Ihre Buchung 2027-00042')).toBeInTheDocument();
    expect(within(preview).getByTestId('mail-preview-body')).toHaveTextContent('Hallo Anna Berg');

    const body = screen.getByRole('textbox', { name: 'Text' });
    await user.click(body);
    await user.keyboard('{End}, ');
    await user.click(screen.getByRole('button', { name: /^trip\.name/ }));
    expect(body).toHaveValue('Hallo {{ booker.name }}, {{ trip.name }}');
    await waitFor(() =>
      expect(within(preview).getByTestId('mail-preview-body')).toHaveTextContent(
        'Hallo Anna Berg, Komodo North',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith(ID))).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith(ID))!.body).toMatchObject({
      version: 2,
      texts: { de: { body: 'Hallo {{ booker.name }}, {{ trip.name }}' } },
    });
  });

  it("offers the loyalty statement's placeholders: a point balance and a loop over the points entries", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET /api/mail/template/${ID}`]: () => ({ body: stored }),
      'GET /api/bookings': () => ({ body: { data: [BOOKING], total: 1, page: 0, size: 1 } }),
      'POST /api/mail/template/preview': (call) => ({
        body: {
          subject: 's',
          text: (call.body as { body: string }).body.replace('{{ loyalty.balance }}', '1250'),
          html: '',
          unknown: [],
        },
      }),
    });
    render();
    const list = await screen.findByTestId('placeholder-list');
    expect(within(list).getByText('loyalty')).toBeInTheDocument();
    expect(within(list).getByText('Loyalty points to spend')).toBeInTheDocument();
    const body = screen.getByRole('textbox', { name: 'Text' });
    await user.clear(body);
    await user.click(within(list).getByRole('button', { name: /^loyalty\.balance/ }));
    await user.click(within(list).getByRole('button', { name: /^loyalty\.entries/ }));
    expect(body).toHaveValue(
      '{{ loyalty.balance }}{% for entry in loyalty.entries %}\n{{ entry.date }}\n{% endfor %}',
    );
    expect(within(list).getByRole('button', { name: /^entry\.points/ })).toBeInTheDocument();
    const preview = await screen.findByTestId('mail-preview-body');
    await waitFor(() => expect(preview).toHaveTextContent('1250'));
    expect(calls.some((c) => c.url.endsWith('/preview'))).toBe(true);
  });

  it('shows a syntax error while typing and puts the server refusal on the field of the other language', async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET /api/mail/template/${ID}`]: () => ({ body: stored }),
      'GET /api/bookings': () => ({ body: { data: [BOOKING], total: 1, page: 0, size: 1 } }),
      'POST /api/mail/template/preview': (call) =>
        (call.body as { body: string }).body.includes('{% iff')
          ? {
              status: 400,
              body: {
                statusCode: 400,
                description: 'VALIDATION_ERROR',
                message: 'The template does not parse',
                fields: [
                  { path: 'body', message: 'Liquid syntax error on line 1, column 7: tag "iff" not found' },
                ],
              },
            }
          : { body: { subject: 's', text: 't', html: '', unknown: ['booker.nickname'] } },
      [`POST /api/mail/template/${ID}`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          description: 'VALIDATION_ERROR',
          message: 'The template does not parse',
          fields: [
            {
              path: 'texts.en.body',
              message: 'Liquid syntax error on line 2, column 1: tag "endfor" not found',
            },
          ],
        },
      }),
    });
    render();
    expect(await screen.findByText('booker.nickname')).toBeInTheDocument();
    const body = await screen.findByRole('textbox', { name: 'Text' });
    await user.clear(body);
    await user.click(body);
    await user.paste('Hallo {% iff x %}');
    expect(await screen.findByText(/line 1, column 7: tag "iff" not found/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/line 2, column 1: tag "endfor" not found/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  });
});
