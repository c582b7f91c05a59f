import { Box, Divider, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsPart, DonePart, ExtrasPart, PricePart, RoomsPart, WhenPart } from './flow-parts.tsx';
import type { BookingFlow } from './use-booking-flow.ts';

function Section({ title, number, children }: { title: string; number: number; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {number}. {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The booking on one scrolling page for a narrow column of a website: each section appears once
 * the one before it is answered, the price follows every change.
 */
export function SectionFlow({ flow, title }: { flow: BookingFlow; title: string }) {
  const { t } = useTranslation();
  const roomsRef = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const name = (step: string) => t(`onlineBooking.steps.${step}.${flow.kind}`);
  // Once shown, the details stay while cabins are chosen again, so nothing typed is lost.
  const detailsShown = useRef(false);
  if (flow.draft) detailsShown.current = true;
  if (!flow.place) detailsShown.current = false;

  // A cabin taken meanwhile: the guest is taken back to the cabins to choose again.
  useEffect(() => {
    if (flow.roomTaken) roomsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [flow.roomTaken]);
  useEffect(() => {
    if (flow.booking) done.current?.scrollIntoView?.({ block: 'start' });
  }, [flow.booking]);

  if (flow.booking)
    return (
      <Box ref={done}>
        <DonePart flow={flow} />
      </Box>
    );
  return (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      <Typography variant="h6" component="h1">
        {title}
      </Typography>
      <Section number={1} title={name('when')}>
        <WhenPart flow={flow} />
      </Section>
      {flow.place && (
        <Box ref={roomsRef}>
          <Section number={2} title={name('rooms')}>
            <RoomsPart flow={flow} />
          </Section>
        </Box>
      )}
      {flow.draft && (
        <Section number={3} title={name('extras')}>
          <Stack spacing={2}>
            <ExtrasPart flow={flow} />
            <PricePart flow={flow} />
          </Stack>
        </Section>
      )}
      {detailsShown.current && (
        <Section number={4} title={name('details')}>
          <DetailsPart flow={flow} />
        </Section>
      )}
    </Stack>
  );
}
