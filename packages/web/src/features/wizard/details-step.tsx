import { BOOKING_CHANNELS, type BookingSourceKind, LANGUAGES, type Language } from '@seaberth/domain';
import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/session-context.ts';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { AgencySelect } from '../agencies/index.ts';
import type { useWizardChoices } from './wizard-api.ts';
import { ReferralCodeInput } from './referral-code-input.tsx';
import { issueAt } from './wizard-issues.ts';
import { WizardQuote } from './wizard-quote.tsx';
import type { StepProps } from './wizard-step-props.ts';

export interface DetailsStepProps extends StepProps {
  choices: ReturnType<typeof useWizardChoices>;
  currencies: string[];
  /** An agent's own agency: fixed, they book for no other. */
  agentOf?: string | null;
}

/** The channel a booking source stands for; an unknown one counts as a direct booking. */
export function channelOf(source: ResourceRow | undefined): BookingSourceKind {
  const channel = source?.channel;
  return (BOOKING_CHANNELS as readonly unknown[]).includes(channel)
    ? (channel as BookingSourceKind)
    : 'direct';
}

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: '50%',
        bgcolor: color,
        border: 1,
        borderColor: 'divider',
        mr: 1,
        verticalAlign: 'middle',
        flexShrink: 0,
      }}
    />
  );
}

/** Step 4: where the booking came from, its category, language, currency, terms, a referral code and a note. */
export function DetailsStep({ draft, update, issues, choices, currencies, agentOf }: DetailsStepProps) {
  const { t } = useTranslation();
  const canSeeAgencies = useCan(['agencies.read', 'agencies.self']);
  const name = (row: ResourceRow) => String(row.name ?? '');
  const colorOf = (row: ResourceRow) => (typeof row.color === 'string' ? row.color : '#cccccc');
  const currencyList = currencies.includes(draft.currency) ? currencies : [draft.currency, ...currencies];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          {/* The agency's contract puts its commission into the quote beside. */}
          {canSeeAgencies && (
            <AgencySelect
              value={draft.agency ?? ''}
              onChange={(agency) => update((current) => ({ ...current, agency: agency || null }))}
              empty={t('agencies.booking.none')}
              activeOnly
              disabled={agentOf !== undefined}
              helperText={t('wizard.details.agencyHint')}
            />
          )}
          <TextField
            select
            label={t('wizard.details.source')}
            value={draft.bookingSource ?? ''}
            onChange={(event) => {
              const id = event.target.value || null;
              const row = choices.sources.find((source) => source.id === id);
              update((current) => ({ ...current, bookingSource: id, source: channelOf(row) }));
            }}
            helperText={t(`wizard.details.channel.${draft.source}`)}
          >
            <MenuItem value="">{t('wizard.details.noSource')}</MenuItem>
            {choices.sources.map((source) => (
              <MenuItem key={source.id} value={source.id}>
                {name(source)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('wizard.details.category')}
            value={draft.category ?? ''}
            onChange={(event) => update((current) => ({ ...current, category: event.target.value || null }))}
            slotProps={{
              select: {
                renderValue: (value) => {
                  const row = choices.categories.find((category) => category.id === value);
                  return row ? (
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                      <Swatch color={colorOf(row)} />
                      {name(row)}
                    </Box>
                  ) : (
                    t('wizard.details.noCategory')
                  );
                },
                displayEmpty: true,
              },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="">{t('wizard.details.noCategory')}</MenuItem>
            {choices.categories.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                <Swatch color={colorOf(category)} />
                {name(category)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('wizard.details.language')}
            value={draft.language}
            onChange={(event) =>
              update((current) => ({ ...current, language: event.target.value as Language }))
            }
          >
            {LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {t(`wizard.details.languages.${language}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('wizard.details.currency')}
            value={draft.currency}
            onChange={(event) => update((current) => ({ ...current, currency: event.target.value }))}
            error={Boolean(issueAt(issues, 'currency', t))}
            helperText={issueAt(issues, 'currency', t)}
          >
            {currencyList.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('wizard.details.terms')}
            value={draft.termsOfPayment ?? ''}
            onChange={(event) =>
              update((current) => ({ ...current, termsOfPayment: event.target.value || null }))
            }
            helperText={t('wizard.details.termsHint')}
          >
            <MenuItem value="">{t('wizard.details.defaultTerms')}</MenuItem>
            {choices.terms.map((terms) => (
              <MenuItem key={terms.id} value={terms.id}>
                {name(terms)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <ReferralCodeInput draft={draft} update={update} />
        <TextField
          label={t('wizard.details.note')}
          value={draft.note}
          onChange={(event) => update((current) => ({ ...current, note: event.target.value }))}
          multiline
          minRows={3}
          error={Boolean(issueAt(issues, 'note', t))}
          helperText={issueAt(issues, 'note', t)}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
      </Stack>
      {/* Source and terms change the price (channel specials, deposit): the quote follows. */}
      <WizardQuote draft={draft} variant="compact" />
    </Box>
  );
}
