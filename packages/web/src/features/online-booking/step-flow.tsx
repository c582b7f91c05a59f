import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChosenWhen,
  DetailsPart,
  DonePart,
  ExtrasPart,
  PricePart,
  RoomsPart,
  WhenPart,
} from './flow-parts.tsx';
import { STEPS, type Step, type BookingFlow } from './use-booking-flow.ts';

const VISIBLE_STEPS = STEPS.filter((step) => step !== 'pay');

/** The step the guest may go on to from here, or null while something is missing. */
function nextStep(flow: BookingFlow): Step | null {
  switch (flow.step) {
    case 'when':
      return flow.place ? 'rooms' : null;
    case 'rooms':
      return flow.guests > 0 ? 'extras' : null;
    case 'extras':
      return flow.draft ? 'details' : null;
    default:
      return null;
  }
}

/**
 * The booking as steps, one screen each, for a page of its own: when, cabins or rooms, extras
 * with the price, details; then the booking and its payment.
 */
export function StepFlow({ flow, title }: { flow: BookingFlow; title: string }) {
  const { t } = useTranslation();
  const top = useRef<HTMLDivElement>(null);
  const index = VISIBLE_STEPS.indexOf(flow.step as (typeof VISIBLE_STEPS)[number]);
  const next = nextStep(flow);

  // A new step starts at its top, also inside a tall frame on the operator's website.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger.
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [flow.step]);

  if (flow.step === 'pay') return <DonePart flow={flow} />;
  return (
    <Stack spacing={2} ref={top}>
      <Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="step-label">
          {t('onlineBooking.flow.stepOf', {
            number: index + 1,
            total: VISIBLE_STEPS.length,
            name: t(`onlineBooking.steps.${flow.step}.${flow.kind}`),
          })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / VISIBLE_STEPS.length) * 100}
          sx={{ mt: 1, borderRadius: 1 }}
          aria-hidden
        />
      </Box>
      {flow.step !== 'when' && <ChosenWhen flow={flow} />}
      {flow.step === 'when' && <WhenPart flow={flow} />}
      {flow.step === 'rooms' && <RoomsPart flow={flow} />}
      {flow.step === 'extras' && (
        <>
          <ExtrasPart flow={flow} />
          <PricePart flow={flow} />
        </>
      )}
      {flow.step === 'details' && (
        <>
          <PricePart flow={flow} />
          <DetailsPart flow={flow} />
        </>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        {index > 0 ? (
          <Button startIcon={<ArrowBackIcon />} onClick={() => flow.goTo(VISIBLE_STEPS[index - 1])}>
            {t('onlineBooking.flow.back')}
          </Button>
        ) : (
          <span />
        )}
        {flow.step !== 'details' && (
          <Button
            variant="contained"
            endIcon={<ArrowForwardIcon />}
            disabled={!next}
            onClick={() => next && flow.goTo(next)}
          >
            {t('onlineBooking.flow.continue')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
