// The club's member card: the card itself (the club dashboard shows it on the member's phone) and
// the staff's /club/card screen that finds a guest's card and prints it.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { CARD_HEIGHT_MM, CARD_WIDTH_MM, MemberCard, type MemberCardProps } from './member-card.tsx';
export { memberCardKey, useMemberCard } from './club-card-api.ts';

export const clubCardScreen = lazyScreen(() =>
  import('./club-card-page.tsx').then((m) => ({ default: m.ClubCardPage })),
);
