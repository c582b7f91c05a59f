import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { LiveEvents } from '../../app/live-events.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { useBooking } from '../bookings/index.ts';
import { useLiveBooking } from './use-live-booking.ts';

/** The booking page's part that matters here: the booking as shown, and the notice. */
function Probe({ dialog = false, inline = false }: { dialog?: boolean; inline?: boolean }) {
  const booking = useBooking('b1');
  const live = useLiveBooking('b1', booking.data?.version);
  return (
    <>
      <p>{`version ${booking.data?.version ?? '-'}`}</p>
      {live.changedElsewhere && <p>changed elsewhere</p>}
      {live.changedBy && <p>{`changed by ${live.changedBy}`}</p>}
      {dialog && <div role="dialog" aria-label="Edit" />}
      {inline && <form data-live-editing="true" aria-label="Reference" />}
    </>
  );
}

function liveServer(stored: { version: number }) {
  let push: (text: string) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  const { calls } = mockFetch({
    'GET /api/events/notifications': () => new Response(body),
    'GET /api/bookings/b1': () => ({ body: { id: 'b1', version: stored.version } }),
    // Newest first, as the history answers: version 2 by Lena, version 1 by the reader.
    'GET /api/bookings/b1/history': () => ({
      body: [
        { version: 2, action: 'update', at: '', actor: { id: 'u2', name: 'Lena Ko' }, changes: [] },
        { version: 1, action: 'create', at: '', actor: { id: 'u1', name: 'Me' }, changes: [] },
      ],
    }),
  });
  const bookingReads = () => calls.filter((c) => c.url === '/api/bookings/b1').length;
  return { send: (event: object) => push(`data: ${JSON.stringify(event)}\n\n`), bookingReads };
}

afterEach(() => vi.unstubAllGlobals());

describe("a booking's page and others' changes", () => {
  it('shows the change at once when nothing is being edited', async () => {
    const stored = { version: 1 };
    const server = liveServer(stored);
    renderWithApp(
      <>
        <LiveEvents />
        <Probe />
      </>,
    );
    expect(await screen.findByText('version 1')).toBeInTheDocument();
    stored.version = 2;
    server.send({ type: 'booking.changed', booking: 'other' });
    server.send({ type: 'booking.changed', booking: 'b1' });
    expect(await screen.findByText('version 2')).toBeInTheDocument();
    expect(screen.queryByText('changed elsewhere')).toBeNull();
    // A burst of its changes (a day's sweep: to-dos, mails) reads it once more, not once each.
    stored.version = 9;
    for (let i = 0; i < 8; i++) server.send({ type: 'todo', booking: 'b1' });
    expect(await screen.findByText('version 9')).toBeInTheDocument();
    expect(server.bookingReads()).toBe(3);
  });

  it('keeps what an open edit was made on, and says a newer version is there', async () => {
    const stored = { version: 1 };
    const server = liveServer(stored);
    renderWithApp(
      <>
        <LiveEvents />
        <Probe dialog />
      </>,
    );
    expect(await screen.findByText('version 1')).toBeInTheDocument();
    stored.version = 2;
    server.send({ type: 'payment', booking: 'b1' });
    expect(await screen.findByText('changed elsewhere')).toBeInTheDocument();
    await waitFor(() => expect(server.bookingReads()).toBe(2));
    expect(screen.getByText('version 1')).toBeInTheDocument();
  });

  it('names who changed it, as the stream and the history say', async () => {
    const stored = { version: 1 };
    const server = liveServer(stored);
    renderWithApp(
      <>
        <LiveEvents />
        <Probe dialog />
      </>,
    );
    expect(await screen.findByText('version 1')).toBeInTheDocument();
    stored.version = 2;
    server.send({ type: 'booking.changed', booking: 'b1', by: 'u2' });
    expect(await screen.findByText('changed by Lena Ko')).toBeInTheDocument();
    expect(screen.getByText('version 1')).toBeInTheDocument();
  });

  it('holds the page while an inline form of it is being edited, as for a dialog', async () => {
    const stored = { version: 1 };
    const server = liveServer(stored);
    renderWithApp(
      <>
        <LiveEvents />
        <Probe inline />
      </>,
    );
    expect(await screen.findByText('version 1')).toBeInTheDocument();
    stored.version = 2;
    server.send({ type: 'booking.changed', booking: 'b1' });
    expect(await screen.findByText('changed elsewhere')).toBeInTheDocument();
    expect(screen.getByText('version 1')).toBeInTheDocument();
  });
});
