/** The code of a shared link, as the page's address carries it (outside the router: framed pages too). */
export function referralFromLink(): string {
  return new URLSearchParams(window.location.search).get('referral')?.trim().slice(0, 40) ?? '';
}

/** A code as typed, as the price and the booking send it. */
export const typedReferralCode = (typed: string | undefined) => (typed ?? '').trim().toUpperCase();
