import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { PayProvidersPage } from './pay-providers-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const provider = (
  id: string,
  name: string,
  type: 'stripe' | 'paypal' | 'wise',
  extra: Record<string, unknown> = {},
) => ({
  id,
  version: 3,
  createdAt: '2027-01-01T08:00:00.000Z',
  updatedAt: '2027-01-01T08:00:00.000Z',
  name,
  type,
  mode: 'test',
  isActive: true,
  currencies: [],
  resorts: [],
  vessels: [],
  defaultCharge: 'deposit',
  apiUrl: '',
  publishableKey: '',
  clientId: '',
  webhookId: '',
  wiseProfileId: '',
  hasSecretKey: false,
  hasWebhookSecret: false,
  hasClientSecret: false,
  hasWiseToken: false,
  ...extra,
});

function serve(extra: Record<string, Parameters<typeof mockFetch>[0][string]> = {}) {
  return mockFetch({
    'GET /api/payprovider': () => ({
      body: page([
        provider('p-stripe', 'Stripe Resort', 'stripe', {
          mode: 'live',
          currencies: ['EUR', 'USD'],
          hasSecretKey: true,
          publishableKey: 'pk_live_1',
        }),
        provider('p-wise', 'Wise EUR', 'wise', { isActive: false, hasWiseToken: true }),
      ]),
    }),
    'GET /api/resort': () => ({ body: page([]) }),
    'GET /api/vessel': () => ({ body: page([]) }),
    ...extra,
  });
}

const card = async (name: string) =>
  (await screen.findByText(name)).closest('[data-testid^="pay-provider-"]') as HTMLElement;

describe('PayProvidersPage', () => {
  it('lists each provider with its mode, which secrets are stored, and the webhook address', async () => {
    serve();
    renderWithApp(<PayProvidersPage />, { path: '/config/paymentprovider' });
    const stripe = await card('Stripe Resort');
    expect(within(stripe).getByText('Live')).toBeInTheDocument();
    expect(
      within(stripe).getByText('EUR, USD · all resorts and vessels', { exact: false }),
    ).toBeInTheDocument();
    expect(within(stripe).getByText('Secret key stored')).toBeInTheDocument();
    expect(within(stripe).getByText('no Webhook signing secret')).toBeInTheDocument();
    expect(
      within(stripe).getByText(`${window.location.origin}/api/payments/notify/booking/any/p-stripe`),
    ).toBeInTheDocument();
    const wise = await card('Wise EUR');
    expect(within(wise).getByText('switched off')).toBeInTheDocument();
    expect(within(wise).getByText(/Wise takes no online checkout/)).toBeInTheDocument();
  });

  it('creates a Stripe provider with its keys', async () => {
    const user = userEvent.setup();
    const { calls } = serve({
      'POST /api/payprovider': (call) => ({
        status: 201,
        body: provider('p-new', String((call.body as { name: string }).name), 'stripe'),
      }),
    });
    renderWithApp(<PayProvidersPage />, { path: '/config/paymentprovider' });
    await user.click(await screen.findByRole('button', { name: 'Add provider' }));
    const dialog = await screen.findByTestId('pay-provider-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    const fill = async (label: string | RegExp, text: string) => {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(text);
    };
    await fill(/^Name/, 'Stripe Vessel');
    await fill('Publishable key', 'pk_test_9');
    await fill('Secret key', 'sk_test_secret');
    await fill('Webhook signing secret', 'whsec_abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('pay-provider-dialog')).toBeNull());
    const sent = calls.find((c) => c.method === 'POST' && c.url === '/api/payprovider')!.body;
    expect(sent).toMatchObject({
      name: 'Stripe Vessel',
      type: 'stripe',
      mode: 'test',
      publishableKey: 'pk_test_9',
      secretKey: 'sk_test_secret',
      webhookSecret: 'whsec_abc',
    });
  }, 30_000);

  it('edits without sending a stored secret again, and shows the server’s refusal on the form', async () => {
    const user = userEvent.setup();
    let answer = 400;
    const { calls } = serve({
      'POST /api/payprovider/p-stripe': () =>
        answer === 400
          ? {
              status: 400,
              body: {
                statusCode: 400,
                description: 'VALIDATION_ERROR',
                message: 'secretKey: The key does not belong to the chosen mode',
                fields: [{ path: 'secretKey', message: 'The key does not belong to the chosen mode' }],
              },
            }
          : { body: provider('p-stripe', 'Stripe Resort', 'stripe') },
    });
    renderWithApp(<PayProvidersPage />, { path: '/config/paymentprovider' });
    await user.click(within(await card('Stripe Resort')).getByRole('button', { name: 'Edit Stripe Resort' }));
    const dialog = await screen.findByTestId('pay-provider-dialog');
    const secret = within(dialog).getByLabelText('Secret key');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveAttribute('placeholder', '•••••••• stored');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'secretKey: The key does not belong to the chosen mode',
    );
    const sent = calls.find((c) => c.method === 'POST' && c.url === '/api/payprovider/p-stripe')!
      .body as Record<string, unknown>;
    expect(sent).toMatchObject({ version: 3, mode: 'live', currencies: ['EUR', 'USD'] });
    expect(sent).not.toHaveProperty('secretKey');
    answer = 200;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('pay-provider-dialog')).toBeNull());
  }, 15_000);

  it('tests the connection and says what the provider answered', async () => {
    const user = userEvent.setup();
    serve({
      'POST /api/payprovider/p-stripe/test': () => ({
        body: { ok: false, message: 'Stripe 401 Invalid API Key provided' },
      }),
    });
    renderWithApp(<PayProvidersPage />, { path: '/config/paymentprovider' });
    await user.click(
      within(await card('Stripe Resort')).getByRole('button', {
        name: 'Test the connection of Stripe Resort',
      }),
    );
    expect(await screen.findByTestId('pay-provider-test-result')).toHaveTextContent(
      'The provider refused: Stripe 401 Invalid API Key provided',
    );
  });

  it('deletes after confirmation and shows why a provider with payments stays', async () => {
    const user = userEvent.setup();
    const { calls } = serve({
      'DELETE /api/payprovider/p-wise': () => ({
        status: 409,
        body: {
          statusCode: 409,
          description: 'CONFLICT',
          message: 'Payments were received through this provider: switch it off instead of deleting it',
        },
      }),
    });
    renderWithApp(<PayProvidersPage />, { path: '/config/paymentprovider' });
    await user.click(within(await card('Wise EUR')).getByRole('button', { name: 'Delete Wise EUR' }));
    const dialog = await screen.findByTestId('pay-provider-delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'switch it off instead of deleting it',
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('offers only the connection test to someone who may only read', async () => {
    serve();
    renderWithApp(<PayProvidersPage />, {
      path: '/config/paymentprovider',
      principal: principalWith(['payprovider.read']),
    });
    const stripe = await card('Stripe Resort');
    expect(
      within(stripe).getByRole('button', { name: 'Test the connection of Stripe Resort' }),
    ).toBeInTheDocument();
    expect(within(stripe).queryByRole('button', { name: 'Edit Stripe Resort' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add provider' })).toBeNull();
  });
});
