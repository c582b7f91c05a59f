import { countryResource, userResource } from '@seaberth/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client.ts';
import { i18n } from '../i18n/index.ts';
import { ResourceForm } from './resource-form.tsx';
import { apiError, renderWithApp } from './test-support.tsx';

vi.mock('../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/client.ts')>()),
  api: (await import('../../test/mocked-api.ts')).mockedApi(),
}));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const meta = { createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' };
const germany = {
  id: 'c1',
  version: 3,
  ...meta,
  code: 'DE',
  name: 'Germany',
  translations: { de: 'Deutschland', en: 'Germany' },
  callingCodes: ['+49'],
  states: [],
};

afterEach(cleanup);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === '/api/country/c1') return germany;
    throw new Error(`unexpected GET ${path}`);
  });
});

const nameField = () => screen.getByRole('textbox', { name: /^Name/ });
const codeField = () => screen.getByRole('textbox', { name: /^ISO code/ });

describe('ResourceForm', () => {
  it('shows the schema errors on the fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<ResourceForm definition={countryResource} />);
    await user.type(codeField(), 'DEU');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Country code must be two letters')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the messages a schema states in German for a German user, from the form and the server', async () => {
    const user = userEvent.setup();
    post.mockRejectedValue(
      apiError(400, 'VALIDATION_ERROR', [
        { path: 'code', message: 'Country code must be two letters' },
        { path: 'somewhere', message: 'Exchange rate must be a positive decimal number' },
      ]),
    );
    renderWithApp(<ResourceForm definition={countryResource} />, { language: 'de' });
    const code = screen.getByRole('textbox', { name: /^ISO-Code/ });
    await user.type(code, 'DEU');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Ländercode besteht aus zwei Buchstaben')).toBeInTheDocument();
    expect(screen.queryByText('Country code must be two letters')).not.toBeInTheDocument();

    // The server says it in the domain's English; the form shows it in German all the same.
    await user.clear(code);
    await user.type(code, 'DE');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Deutschland');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Ländercode besteht aus zwei Buchstaben')).toBeInTheDocument();
    expect(
      await screen.findByText(/Der Wechselkurs muss eine positive Dezimalzahl sein/),
    ).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('creates with the parsed values of the schema', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    post.mockResolvedValue({ ...germany, id: 'c9', version: 1 });
    renderWithApp(<ResourceForm definition={countryResource} onSaved={onSaved} />);
    await user.type(codeField(), 'de');
    await user.type(nameField(), 'Germany');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    // The schema upper-cases codes and fills defaults; the body is its output, not the raw inputs.
    expect(post).toHaveBeenCalledWith('/api/country', {
      code: 'DE',
      name: 'Germany',
      translations: { de: '', en: '' },
      callingCodes: [],
      states: [],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'c9' }), true));
  });

  it('collects list entries as chips from Enter, comma and leaving the field', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ ...germany, id: 'c9' });
    renderWithApp(<ResourceForm definition={countryResource} />);
    await user.type(codeField(), 'EG');
    await user.type(nameField(), 'Egypt');
    const codes = screen.getByRole('combobox', { name: 'Calling codes' });
    await user.type(codes, '+20{Enter}+1,+2');
    await user.tab();
    expect(screen.getByRole('button', { name: '+20' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/country',
        expect.objectContaining({ callingCodes: ['+20', '+1', '+2'] }),
      ),
    );
  });

  it('puts server validation messages on the fields they name', async () => {
    const user = userEvent.setup();
    post.mockRejectedValue(
      apiError(400, 'VALIDATION_ERROR', [{ path: 'name', message: 'Name is reserved' }]),
    );
    renderWithApp(<ResourceForm definition={countryResource} />);
    await user.type(codeField(), 'XX');
    await user.type(nameField(), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is reserved')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('marks the fields a duplicate clashes on', async () => {
    const user = userEvent.setup();
    post.mockRejectedValue(apiError(409, 'DUPLICATE', [{ path: 'code', message: 'unique violation' }]));
    renderWithApp(<ResourceForm definition={countryResource} />);
    await user.type(codeField(), 'DE');
    await user.type(nameField(), 'Germany again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This value is already in use')).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a business rule’s refusal (409 CONFLICT) in words above the form', async () => {
    const user = userEvent.setup();
    const message = 'MV Manta is already on "Komodo North" from 2027-01-02 to 2027-01-09';
    post.mockRejectedValue(apiError(409, 'CONFLICT', undefined, message));
    renderWithApp(<ResourceForm definition={countryResource} />);
    await user.type(codeField(), 'DE');
    await user.type(nameField(), 'Germany');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Not saved')).toBeInTheDocument();
  });

  it('sends the version it loaded when updating', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ ...germany, name: 'Federal Republic of Germany', version: 4 });
    renderWithApp(<ResourceForm definition={countryResource} id="c1" />);
    await waitFor(() => expect(nameField()).toHaveValue('Germany'));
    await user.clear(nameField());
    await user.type(nameField(), 'Federal Republic of Germany');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/country/c1',
        expect.objectContaining({ name: 'Federal Republic of Germany', code: 'DE', version: 3 }),
      ),
    );
  });

  it('on a version clash explains it, overwrites nothing and reloads on request', async () => {
    const user = userEvent.setup();
    post.mockRejectedValue(apiError(409, 'STALE_VERSION'));
    renderWithApp(<ResourceForm definition={countryResource} id="c1" />);
    await waitFor(() => expect(nameField()).toHaveValue('Germany'));
    await user.clear(nameField());
    await user.type(nameField(), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Someone else changed this record')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(1);

    get.mockResolvedValue({ ...germany, name: 'Theirs', version: 5 });
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(nameField()).toHaveValue('Theirs'));
    expect(screen.queryByText('Someone else changed this record')).not.toBeInTheDocument();

    post.mockResolvedValue({ ...germany, name: 'Theirs and mine', version: 6 });
    await user.type(nameField(), ' and mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/api/country/c1', expect.objectContaining({ version: 5 })),
    );
  });

  it('edits translations as one input per language, not as JSON', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(germany);
    renderWithApp(<ResourceForm definition={countryResource} id="c1" />);
    const group = await screen.findByRole('group', { name: 'Translations' });
    const german = within(group).getByRole('textbox', { name: /^German/ });
    expect(german).toHaveValue('Deutschland');
    await user.clear(german);
    await user.type(german, 'Bundesrepublik');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/country/c1',
        expect.objectContaining({ translations: { de: 'Bundesrepublik', en: 'Germany' } }),
      ),
    );
  });

  it('leaves an empty write-only field out of the body', async () => {
    const user = userEvent.setup();
    const ada = {
      id: 'u1',
      version: 7,
      ...meta,
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      userType: 'internal',
      roles: [],
      permissions: { scope: [] },
      settings: {
        showCustomersInBookingList: true,
        showInvertedCurrencyExchange: false,
        defaultDashboardDays: 30,
      },
      notifications: [],
      asset: null,
      resorts: [],
      vessels: [],
      agency: null,
      customer: null,
    };
    get.mockImplementation(async (path: string) =>
      path === '/api/users/u1' ? ada : { data: [], total: 0, page: 0, size: 0 },
    );
    post.mockResolvedValue(ada);
    renderWithApp(<ResourceForm definition={userResource} id="u1" />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ada'));
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const body = post.mock.calls[0][1] as Record<string, unknown>;
    expect(body).not.toHaveProperty('password');
    expect(body).toMatchObject({ version: 7, email: 'ada@example.com', asset: null });
  });
});
