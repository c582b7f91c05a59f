import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { DiveLogUddfButton } from './dive-log-uddf-button.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('DiveLogUddfButton', () => {
  it('saves the guest’s logbook as the UDDF file the server names', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/divelog/uddf/c1': () =>
        new Response('<uddf xmlns="http://www.streit.cc/uddf/3.2/"/>', {
          headers: {
            'Content-Type': 'application/xml',
            'Content-Disposition': 'attachment; filename="anna-berg-logbook.uddf"',
          },
        }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:uddf'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderWithApp(<DiveLogUddfButton customer="c1" />);
    await user.click(screen.getByRole('button', { name: 'Logbook (UDDF)' }));
    await waitFor(() => expect(saved).toEqual(['anna-berg-logbook.uddf']));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/divelog/uddf/c1']);
    click.mockRestore();
  });

  it('shows a failure in the snackbar, in German too', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/divelog/uddf/c1': () => ({
        status: 404,
        body: { statusCode: 404, message: 'Customer not found', description: 'NOT_FOUND' },
      }),
    });
    renderWithApp(<DiveLogUddfButton customer="c1" />, { language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Logbuch (UDDF)' }));
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
