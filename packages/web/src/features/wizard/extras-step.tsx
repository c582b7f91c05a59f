import {
  Alert,
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AddonRow } from './addon-row.tsx';
import type { useWizardChoices } from './wizard-api.ts';
import { guestsOf, type WizardAddon, type WizardDraft } from './wizard-draft.ts';
import { issueAt } from './wizard-issues.ts';
import { WizardQuote } from './wizard-quote.tsx';
import type { StepProps } from './wizard-step-props.ts';

export interface ExtrasStepProps extends StepProps {
  choices: ReturnType<typeof useWizardChoices>;
}

function setVariant(draft: WizardDraft, room: string, place: number, variant: string | null): WizardDraft {
  return {
    ...draft,
    rooms: draft.rooms.map((entry) =>
      entry.room === room
        ? { ...entry, places: entry.places.map((p, i) => (i === place ? { ...p, variant } : p)) }
        : entry,
    ),
  };
}

function setAddon(draft: WizardDraft, supplement: string, value: WizardAddon | undefined): WizardDraft {
  const index = draft.addons.findIndex((addon) => addon.supplement === supplement);
  if (!value) return { ...draft, addons: draft.addons.filter((addon) => addon.supplement !== supplement) };
  if (index < 0) return { ...draft, addons: [...draft.addons, value] };
  return { ...draft, addons: draft.addons.map((addon, i) => (i === index ? value : addon)) };
}

/** Step 3: a price variant per guest, add-ons for all or some guests, specials chosen by hand. */
export function ExtrasStep({ draft, update, issues, choices }: ExtrasStepProps) {
  const { t } = useTranslation();
  const guests = guestsOf(draft);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        {choices.failed && <Alert severity="warning">{t('wizard.extras.choicesFailed')}</Alert>}
        <Box component="section" aria-labelledby="wizard-variants">
          <Typography id="wizard-variants" variant="h6" component="h3" gutterBottom>
            {t('wizard.extras.variants')}
          </Typography>
          {choices.variants.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('wizard.extras.noVariants')}
            </Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
              {draft.rooms.flatMap((room) =>
                room.places.map((place, i) =>
                  place.guest ? (
                    <TextField
                      key={`${room.room}-${place.guest.id}`}
                      select
                      size="small"
                      label={t('wizard.extras.variantFor', { name: place.guest.fullName })}
                      helperText={room.name}
                      value={place.variant ?? ''}
                      onChange={(event) =>
                        update((current) => setVariant(current, room.room, i, event.target.value || null))
                      }
                    >
                      <MenuItem value="">{t('wizard.extras.noVariant')}</MenuItem>
                      {choices.variants.map((variant) => (
                        <MenuItem key={variant.id} value={variant.id}>
                          {String(variant.name ?? '')}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : null,
                ),
              )}
            </Box>
          )}
        </Box>
        <Box component="section" aria-labelledby="wizard-addons">
          <Typography id="wizard-addons" variant="h6" component="h3" gutterBottom>
            {t('wizard.extras.addons')}
          </Typography>
          {choices.supplements.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('wizard.extras.noAddons')}
            </Typography>
          ) : (
            choices.supplements.map((supplement) => {
              const index = draft.addons.findIndex((addon) => addon.supplement === supplement.id);
              return (
                <AddonRow
                  key={supplement.id}
                  supplement={supplement}
                  value={index >= 0 ? draft.addons[index] : undefined}
                  guests={guests}
                  onChange={(value) => update((current) => setAddon(current, supplement.id, value))}
                  error={index >= 0 ? issueAt(issues, `extras.addons.${index}`, t) : undefined}
                />
              );
            })
          )}
        </Box>
        <Box component="section" aria-labelledby="wizard-specials">
          <Typography id="wizard-specials" variant="h6" component="h3" gutterBottom>
            {t('wizard.extras.specials')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('wizard.extras.specialsHint')}
          </Typography>
          {choices.manualSpecials.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('wizard.extras.noSpecials')}
            </Typography>
          ) : (
            <FormGroup>
              {choices.manualSpecials.map((special) => (
                <FormControlLabel
                  key={special.id}
                  label={String(special.name ?? '')}
                  control={
                    <Checkbox
                      checked={draft.specials.includes(special.id)}
                      onChange={(event) =>
                        update((current) => ({
                          ...current,
                          specials: event.target.checked
                            ? [...current.specials, special.id]
                            : current.specials.filter((id) => id !== special.id),
                        }))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
        </Box>
      </Stack>
      <WizardQuote draft={draft} variant="compact" />
    </Box>
  );
}
