import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context.ts';
import type { BookingKind } from './booking-choice.ts';
import { BookingFrame } from './booking-frame.tsx';
import { SectionFlow } from './section-flow.tsx';
import { StepFlow } from './step-flow.tsx';
import { useBookingFlow } from './use-booking-flow.ts';

type Layout = 'steps' | 'sections';

/** One booking flow of a kind in one arrangement; a new kind starts a new flow. */
function Flow({ kind, layout }: { kind: BookingKind; layout: Layout }) {
  const { t } = useTranslation();
  const flow = useBookingFlow(kind);
  const title = t(`onlineBooking.title.${kind}`);
  return layout === 'steps' ? (
    <StepFlow flow={flow} title={title} />
  ) : (
    <SectionFlow flow={flow} title={title} />
  );
}

/** `/book/online`: a trip on a liveaboard, step by step. */
export function BookOnlinePage() {
  return (
    <BookingFrame>
      <Flow kind="trip" layout="steps" />
    </BookingFrame>
  );
}

/** `/book/online-v2`: the same on one page, for a narrow column of the operator's website. */
export function BookOnlineV2Page() {
  return (
    <BookingFrame width="narrow">
      <Flow kind="trip" layout="sections" />
    </BookingFrame>
  );
}

/** `/book/resort`: a stay at a resort, step by step. */
export function BookResortPage() {
  return (
    <BookingFrame>
      <Flow kind="resort" layout="steps" />
    </BookingFrame>
  );
}

/** `/book/resort-v2`: the resort stay on one page. */
export function BookResortV2Page() {
  return (
    <BookingFrame width="narrow">
      <Flow kind="resort" layout="sections" />
    </BookingFrame>
  );
}

/**
 * `/book` in the app: a logged-in customer or agent books a trip or a stay through the same
 * public flow (the server marks the source by who is logged in); the switch offers the kinds the
 * operator runs.
 */
export function BookPage() {
  const { t } = useTranslation();
  const { features } = useSession();
  const kinds: BookingKind[] = [
    ...(features.vessel !== false ? (['trip'] as const) : []),
    ...(features.resort !== false ? (['resort'] as const) : []),
  ];
  const [kind, setKind] = useState<BookingKind>(kinds[0] ?? 'trip');
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      {kinds.length > 1 && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          onChange={(_event, next: BookingKind | null) => next && setKind(next)}
          aria-label={t('onlineBooking.book.kind')}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="trip">{t('onlineBooking.book.trip')}</ToggleButton>
          <ToggleButton value="resort">{t('onlineBooking.book.resort')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      <Flow key={kind} kind={kind} layout="steps" />
    </Box>
  );
}
