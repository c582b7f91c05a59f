import { Alert, AlertTitle, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { formatDate } from '../../resources/format-value.ts';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { AgencyName } from '../agencies/index.ts';
import { StateChoice } from './state-choice.tsx';
import type { useWizardChoices } from './wizard-api.ts';
import { isChildGuest, nightsOf, stayOf } from './wizard-draft.ts';
import { WizardQuote } from './wizard-quote.tsx';
import type { AssetOption } from '../../ui/stay-fields.tsx';
import type { StepProps } from './wizard-step-props.ts';

export interface SummaryStepProps extends StepProps {
  choices: ReturnType<typeof useWizardChoices>;
  resorts: AssetOption[];
  childMaxAge: number;
  onCreate: () => void;
  creating: boolean;
  /** The server's refusal that belongs here (anything not about rooms or a field of a step). */
  alert?: string | null;
  /** Under the refusal: what may be done about it (book past an agency's credit limit). */
  alertAction?: ReactNode;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Typography>
    </>
  );
}

const nameIn = (rows: ResourceRow[], id: string | null) =>
  id ? String(rows.find((row) => row.id === id)?.name ?? '') : '';

/** Step 5: what will be booked, the live quote with every line explained, the state, Create. */
export function SummaryStep({
  draft,
  update,
  choices,
  resorts,
  childMaxAge,
  onCreate,
  creating,
  alert,
  alertAction,
}: SummaryStepProps) {
  const { t } = useTranslation();
  const stay = stayOf(draft);
  const where =
    draft.kind === 'trip'
      ? (draft.trip?.title ?? '')
      : (resorts.find((resort) => resort.id === draft.resort)?.name ?? '');
  const addons = draft.addons.map((addon) => nameIn(choices.supplements, addon.supplement)).filter(Boolean);
  const specials = draft.specials.map((id) => nameIn(choices.manualSpecials, id)).filter(Boolean);
  return (
    <Stack spacing={3}>
      {alert && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }} data-testid="wizard-summary-alert">
          <AlertTitle>{t('wizard.summary.failed')}</AlertTitle>
          {alert}
          {alertAction}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: 0.5,
          }}
          data-testid="wizard-summary-facts"
        >
          <Fact label={t(draft.kind === 'trip' ? 'wizard.summary.trip' : 'wizard.summary.resort')}>
            {where}
          </Fact>
          <Fact label={t('wizard.summary.dates')}>
            {t('wizard.summary.stay', {
              from: formatDate(stay.from, false),
              to: formatDate(stay.to, false),
              count: nightsOf(stay.from, stay.to),
            })}
          </Fact>
          {draft.rooms.map((room) => (
            <Fact key={room.room} label={room.name}>
              {room.places.map((place, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a place's position is its identity
                <Fragment key={i}>
                  {i > 0 && ', '}
                  {place.guest ? place.guest.fullName : t('wizard.guests.emptyBed')}
                  {place.guest && isChildGuest(place.guest, stay.from, childMaxAge) && (
                    <Chip
                      size="small"
                      color="secondary"
                      label={t('wizard.guests.child')}
                      sx={{ ml: 0.5, height: 20 }}
                    />
                  )}
                </Fragment>
              ))}
            </Fact>
          ))}
          {addons.length > 0 && <Fact label={t('wizard.extras.addons')}>{addons.join(', ')}</Fact>}
          {specials.length > 0 && <Fact label={t('wizard.extras.specials')}>{specials.join(', ')}</Fact>}
          <Fact label={t('wizard.details.source')}>
            {nameIn(choices.sources, draft.bookingSource) ||
              // A booking for an agency comes through it, whatever the channel picked before.
              (draft.agency ? (
                <>
                  {t('agencies.booking.through')} <AgencyName id={draft.agency} />
                </>
              ) : (
                t(`wizard.details.channel.${draft.source}`)
              ))}
          </Fact>
          {draft.category && (
            <Fact label={t('wizard.details.category')}>{nameIn(choices.categories, draft.category)}</Fact>
          )}
          {draft.agency && (
            <Fact label={t('agencies.booking.agency')}>
              <AgencyName id={draft.agency} />
            </Fact>
          )}
          <Fact label={t('wizard.details.language')}>{t(`wizard.details.languages.${draft.language}`)}</Fact>
          <Fact label={t('wizard.details.currency')}>{draft.currency}</Fact>
          {draft.termsOfPayment && (
            <Fact label={t('wizard.details.terms')}>{nameIn(choices.terms, draft.termsOfPayment)}</Fact>
          )}
          {draft.note.trim() && <Fact label={t('wizard.details.note')}>{draft.note}</Fact>}
        </Box>
      </Paper>
      <WizardQuote draft={draft} variant="full" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <StateChoice value={draft.state} onChange={(state) => update((current) => ({ ...current, state }))} />
        <PendingButton
          pending={creating}
          variant="contained"
          size="large"
          onClick={onCreate}
          data-testid="wizard-create"
        >
          {t(`wizard.summary.create.${draft.state}`)}
        </PendingButton>
      </Stack>
    </Stack>
  );
}
