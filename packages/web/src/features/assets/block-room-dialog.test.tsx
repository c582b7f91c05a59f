import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BlockRoomDialog } from './block-room-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const dorm = {
  id: 'r1',
  name: 'Dorm A',
  beds: [0, 1, 2, 3].map((no) => ({ no, active: true })),
};

/** Types an ISO date into a date field the way the user sees it: DD.MM.YYYY. */
function setDate(label: string, iso: string) {
  const value = iso.split('-').reverse().join('.');
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

describe('BlockRoomDialog', () => {
  it('sends the room, the nights, the reason, the note and the chosen beds', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { calls } = mockFetch({
      'POST /api/rooms/addBlocker': () => ({ status: 201, body: [{ id: 'o1' }] }),
    });
    const { snackbar } = renderWithApp(<BlockRoomDialog room={dorm} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Block Dorm A' });

    setDate('From', '2027-03-01');
    setDate('Until', '2027-03-08');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Blocks 7 nights: 01.03.2027 to 07.03.2027 (last night).',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(screen.getByRole('option', { name: 'Out of order' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), '  leaking shower ');
    await user.click(within(dialog).getByRole('radio', { name: 'Some beds' }));
    // No bed chosen yet: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(within(dialog).getByText('Choose at least one bed.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Bed 3' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bed 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      room: 'r1',
      from: '2027-03-01',
      to: '2027-03-08',
      reason: 'OutOfOrder',
      note: 'leaking shower',
      beds: [0, 2],
    });
    expect(snackbar.current()?.text).toBe('Dorm A was blocked.');
  });

  it('blocks the whole room by default and refuses a reversed range', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ 'POST /api/rooms/addBlocker': () => ({ status: 201, body: [] }) });
    renderWithApp(<BlockRoomDialog room={dorm} onClose={() => {}} />);
    setDate('From', '2027-03-08');
    setDate('Until', '2027-03-01');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    // The date field knows its earliest day and says so in the product's format.
    expect(await screen.findByText('Not before 08.03.2027')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    setDate('Until', '2027-03-09');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      room: 'r1',
      from: '2027-03-08',
      to: '2027-03-09',
      reason: 'Maintanance',
      note: '',
    });
  });

  it('shows the server’s 409 message and stays open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const message =
      'Dorm A is already occupied or blocked for some nights between 2027-03-01 and 2027-03-08; nothing was blocked';
    mockFetch({
      'POST /api/rooms/addBlocker': () => ({
        status: 409,
        body: { error: 'Conflict', message, statusCode: 409, description: 'CONFLICT' },
      }),
    });
    renderWithApp(<BlockRoomDialog room={dorm} onClose={onClose} />);
    setDate('From', '2027-03-01');
    setDate('Until', '2027-03-08');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not blocked');
    expect(alert).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Block Dorm A' })).toBeInTheDocument();
  });
});
