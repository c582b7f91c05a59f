import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useCan } from '../../app/session-context.ts';
import { CreditLimitOverride, isCreditLimit } from '../agencies/index.ts';
import { useRefreshBookings } from '../bookings/index.ts';
import { DetailsStep } from './details-step.tsx';
import { ExtrasStep } from './extras-step.tsx';
import { RoomsStep } from './rooms-step.tsx';
import { SummaryStep } from './summary-step.tsx';
import { useWizardDraft } from './use-wizard-draft.ts';
import { WhatStep } from './what-step.tsx';
import { createBooking, useRefreshAvailability, useRoomOffers, useWizardChoices } from './wizard-api.ts';
import { toCreateBooking } from './wizard-bodies.ts';
import { assetOf, STEP, stayOf, WIZARD_STEPS } from './wizard-draft.ts';
import { issuesOf, type WizardIssue } from './wizard-validation.ts';
import { refusalOf } from './wizard-errors.ts';
import { issueText } from './wizard-issues.ts';
import { useWizardSession } from './wizard-session.ts';
import { WizardStepper } from './wizard-stepper.tsx';

const NONE: readonly WizardIssue[] = [];

/**
 * /booking/wizard — one wizard for every booking (issue 11): a resort stay or a trip, rooms and
 * guests, extras, who and how, and the live quote before it is created. The draft lives in this
 * browser until the booking exists, so nothing is lost on a reload.
 */
export function BookingWizardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useWizardSession();
  const { draft, update, reset, forget } = useWizardDraft(session.defaults);
  const [tried, setTried] = useState<ReadonlySet<number>>(new Set());
  const [refusal, setRefusal] = useState<{ step: number; text: string } | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  // After a 409 CREDIT_LIMIT: whether to book past that agency's limit (bookings.update only); a
  // different agency chosen since is checked afresh.
  const [limitAgency, setLimitAgency] = useState<string | null>(null);
  const [overrideLimit, setOverrideLimit] = useState(false);
  const limitHit = limitAgency !== null && limitAgency === draft.agency;
  const canOverride = useCan(['bookings.update']);
  const asset = assetOf(draft);
  const stay = stayOf(draft);
  // Booking for an agency, its allotment rooms count as free.
  const offers = useRoomOffers(asset.kind, asset.id, stay.from, stay.to, draft.agency);
  const choices = useWizardChoices(asset);
  const refreshBookings = useRefreshBookings();
  const refreshAvailability = useRefreshAvailability();
  const step = draft.step;

  // Free rooms are checked only once the list is fresh: a room taken meanwhile blocks Next.
  const check = offers.loaded ? { rooms: offers.offers } : undefined;
  const issuesFor = (target: number) => issuesOf(draft, target, target === STEP.rooms ? check : undefined);
  const issues = tried.has(step) ? issuesFor(step) : NONE;

  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the step changes
  useEffect(() => {
    // After Back, Next or a click on the stepper the step's title takes the focus (screen readers).
    if (moved.current) heading.current?.focus();
    moved.current = false;
  }, [step]);

  const show = (target: number) => {
    moved.current = true;
    update((current) => ({ ...current, step: target }));
  };
  const markTried = (target: number) => setTried((current) => new Set([...current, target]));

  /** Forward only through complete steps; the first incomplete one is shown with its problems. */
  const goTo = (target: number) => {
    for (let s = step; s < target; s += 1) {
      if (issuesFor(s).length > 0) {
        markTried(s);
        if (s !== step) show(s);
        return;
      }
    }
    show(target);
  };

  const create = useMutation({
    meta: { silent: true },
    mutationFn: createBooking,
    onSuccess: (booking) => {
      forget();
      void refreshBookings();
      navigate(`/booking/${booking.id}`);
    },
    onError: (error) => {
      const next = refusalOf(error, t);
      setRefusal(next);
      setLimitAgency(isCreditLimit(error) ? draft.agency : null);
      if (next.roomTaken) {
        // Someone else was quicker: the free list is read again and the rooms step shows why.
        void refreshAvailability();
        markTried(STEP.rooms);
      }
      if (next.step !== STEP.summary) show(next.step);
    },
  });

  const submit = () => {
    setRefusal(null);
    const incomplete = WIZARD_STEPS.findIndex((_, s) => issuesFor(s).length > 0);
    if (incomplete >= 0) {
      markTried(incomplete);
      show(incomplete);
      return;
    }
    create.mutate({
      ...toCreateBooking(draft),
      ...(limitHit && overrideLimit ? { overrideCreditLimit: true } : {}),
    });
  };

  const alertOn = (target: number) => (refusal?.step === target ? refusal.text : null);
  const props = { draft, update, issues };
  // The rooms step shows its problems beside the rooms and guests they concern.
  const unplaced = step === STEP.rooms ? NONE : issues;

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeading
        title={t('routes.bookingWizard')}
        subtitle={t('wizard.intro')}
        actions={
          <Button startIcon={<RestartAltIcon />} onClick={() => setConfirmReset(true)}>
            {t('wizard.startOver')}
          </Button>
        }
      />
      <WizardStepper
        active={step}
        complete={(s) => s < step && issuesFor(s).length === 0}
        onSelect={(s) => (s <= step ? show(s) : goTo(s))}
      />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        component="section"
        aria-labelledby="wizard-step-title"
      >
        <Typography
          id="wizard-step-title"
          ref={heading}
          tabIndex={-1}
          variant="h5"
          component="h2"
          sx={{ mb: 2, outline: 'none' }}
        >
          {t(`wizard.steps.${WIZARD_STEPS[step]}`)}
        </Typography>
        {unplaced.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="wizard-step-issues">
            {unplaced.map((issue) => issueText(issue, t)).join(' ')}
          </Alert>
        )}
        {alertOn(step) && step !== STEP.rooms && step !== STEP.summary && (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }} onClose={() => setRefusal(null)}>
            {alertOn(step)}
          </Alert>
        )}
        {step === STEP.what && <WhatStep {...props} session={session} offers={offers} />}
        {step === STEP.rooms && (
          <RoomsStep
            {...props}
            offers={offers}
            childMaxAge={session.childMaxAge}
            alert={alertOn(STEP.rooms)}
            onCloseAlert={() => setRefusal(null)}
          />
        )}
        {step === STEP.extras && <ExtrasStep {...props} choices={choices} />}
        {step === STEP.details && (
          <DetailsStep
            {...props}
            choices={choices}
            currencies={session.currencies}
            agentOf={session.agentOf}
          />
        )}
        {step === STEP.summary && (
          <SummaryStep
            {...props}
            choices={choices}
            resorts={session.resorts}
            childMaxAge={session.childMaxAge}
            onCreate={submit}
            creating={create.isPending}
            alert={alertOn(STEP.summary)}
            alertAction={
              limitHit && canOverride ? (
                <CreditLimitOverride checked={overrideLimit} onChange={setOverrideLimit} />
              ) : undefined
            }
          />
        )}
      </Paper>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          justifyContent: 'space-between',
          mt: 2,
          py: 1,
          position: 'sticky',
          bottom: 0,
          bgcolor: 'background.default',
          zIndex: 1,
        }}
      >
        <Button startIcon={<ArrowBackIcon />} disabled={step === 0} onClick={() => show(step - 1)}>
          {t('wizard.back')}
        </Button>
        {step < STEP.summary && (
          <Button
            variant="contained"
            endIcon={<ArrowForwardIcon />}
            onClick={() => goTo(step + 1)}
            data-testid="wizard-next"
          >
            {t('wizard.next')}
          </Button>
        )}
      </Stack>
      {confirmReset && (
        <ActionDialog
          title={t('wizard.startOverTitle')}
          submitLabel={t('wizard.startOverConfirm')}
          destructive
          onClose={() => setConfirmReset(false)}
          onSubmit={() => {
            reset();
            setTried(new Set());
            setRefusal(null);
            setConfirmReset(false);
          }}
        >
          <Typography>{t('wizard.startOverText')}</Typography>
        </ActionDialog>
      )}
    </Box>
  );
}
