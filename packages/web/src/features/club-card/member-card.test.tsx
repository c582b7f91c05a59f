import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { ClubCardPage } from './club-card-page.tsx';
import { MemberCard } from './member-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const MARINA = '0b9c7e1a-2f3d-4c5b-8a69-7e8f9a0b1c2d';
const OTTO = '1c9c7e1a-2f3d-4c5b-8a69-7e8f9a0b1c2d';
const code = (id: string) => `SBM1.${id}.abcdefghijklmnopqrstuvwxyzAB-_09`;
const card = (id: string, name: string, extra: object = {}) => ({
  customer: id,
  name,
  code: code(id),
  tier: null,
  points: null,
  operator: { name: 'Coral Bay Divers', logoUrl: null },
  ...extra,
});

/** The QR image's SVG as drawn on the card. */
const qrSvg = async () => {
  const img = await screen.findByTestId('member-card-qr');
  return decodeURIComponent(img.getAttribute('src') ?? '');
};

/** The SVG of a QR code holding exactly `text`, drawn as the card draws it. */
const qrOf = async (text: string) =>
  `data:image/svg+xml;charset=utf-8,${await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })}`;

describe('MemberCard', () => {
  it('shows the operator, the name, the tier and points, and a QR code', async () => {
    renderWithApp(
      <MemberCard
        customer={MARINA}
        name="Marina Member"
        code={code(MARINA)}
        tierName="Gold"
        tierColor="#c9a227"
        points={1250}
        operatorName="Coral Bay Divers"
      />,
    );
    expect(screen.getByRole('group', { name: 'Member card of Marina Member' })).toBeVisible();
    expect(screen.getByText('Coral Bay Divers')).toBeVisible();
    expect(screen.getByTestId('member-card-name')).toHaveTextContent('Marina Member');
    expect(screen.getByText('Gold')).toBeVisible();
    expect(screen.getByText('1250 points')).toBeVisible();
    expect(screen.getByText('No. 0B9C7E1A')).toBeVisible();
    // The QR holds the member code the counter looks up, nothing else.
    expect(await qrSvg()).toBe(await qrOf(code(MARINA)));
    expect(screen.getByRole('img', { name: 'QR code for the point of sale' })).toBeVisible();
  });

  it('draws another QR for another code, and leaves out tier and points it is not given', async () => {
    const { unmount } = renderWithApp(<MemberCard customer={MARINA} name="Marina" code={code(MARINA)} />);
    const first = await qrSvg();
    expect(screen.queryByText(/points?$/)).toBeNull();
    unmount();
    renderWithApp(<MemberCard customer={OTTO} name="Otto" code={code(OTTO)} />);
    await waitFor(async () => expect(await qrSvg()).not.toBe(first));
  });
});

describe('ClubCardPage', () => {
  it('shows the card of the guest in the address with tier and points, and prints it', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockFetch({
      [`GET /api/customer/${MARINA}/card`]: () => ({
        body: card(MARINA, 'Marina Member', { tier: { name: 'Gold', color: '#c9a227' }, points: 40 }),
      }),
    });
    renderWithApp(<ClubCardPage />, {
      path: `/club/card?customer=${MARINA}`,
      route: '/club/card',
      principal: principalWith(['customers.read']),
    });
    expect(await screen.findByTestId('member-card-name')).toHaveTextContent('Marina Member');
    expect(screen.getByText('Gold')).toBeVisible();
    expect(screen.getByText('40 points')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Guest' })).toHaveValue('Marina Member');
    await user.click(screen.getByRole('button', { name: 'Print card' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('finds a guest by name or e-mail and shows their card', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/customer': () => ({
        body: page([
          { id: OTTO, fullName: 'Otto Other', contact: { email: 'otto@example.com' }, version: 1 },
        ]),
      }),
      [`GET /api/customer/${OTTO}/card`]: () => ({ body: card(OTTO, 'Otto Other') }),
    });
    renderWithApp(<ClubCardPage />, { path: '/club/card', route: '/club/card' });
    expect(screen.getByRole('button', { name: 'Print card' })).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Guest' }), 'Otto');
    await user.click(await screen.findByRole('option', { name: /Otto Other · otto@example.com/ }));
    expect(await screen.findByTestId('member-card-name')).toHaveTextContent('Otto Other');
    expect(calls.some((c) => c.url.startsWith(`/api/customer/${OTTO}/card`))).toBe(true);
    expect(screen.getByRole('button', { name: 'Print card' })).toBeEnabled();
  });
});
