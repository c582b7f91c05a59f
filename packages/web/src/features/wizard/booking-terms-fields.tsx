import { customerLanguage, type Language, LANGUAGES, termsResource } from '@seaberth/domain';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { ALL_ROWS, useResourceList } from '../../resources/use-resource.ts';

type Countries = Parameters<typeof customerLanguage>[0];

/**
 * A new booking's terms of payment and language outside the wizard (the trip's "Book cabins",
 * the walk-in): the terms default to the price list's usual ones (null), the language to the lead
 * customer's (from the country), else the UI language, until the user picks one.
 */
export function useBookingTerms(lead: Countries | null | undefined) {
  const [terms, setTerms] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Language | null>(null);
  const ui = currentLanguage();
  const fallback: Language = (LANGUAGES as readonly string[]).includes(ui) ? (ui as Language) : 'de';
  const language = chosen ?? customerLanguage(lead) ?? fallback;
  return { terms, setTerms, language, setLanguage: setChosen };
}

export type BookingTerms = ReturnType<typeof useBookingTerms>;

/** The two fields, as the wizard's details step names them. */
export function BookingTermsFields({ value }: { value: BookingTerms }) {
  const { t } = useTranslation();
  const terms = useResourceList(termsResource, ALL_ROWS);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label={t('wizard.details.terms')}
        value={value.terms ?? ''}
        onChange={(event) => value.setTerms(event.target.value || null)}
        helperText={t('wizard.details.termsHint')}
        sx={{ minWidth: 260 }}
        data-testid="booking-terms"
      >
        <MenuItem value="">{t('wizard.details.defaultTerms')}</MenuItem>
        {(terms.data?.data ?? []).map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {String(row.name ?? '')}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('wizard.details.language')}
        value={value.language}
        onChange={(event) => value.setLanguage(event.target.value as Language)}
        sx={{ minWidth: 200 }}
        data-testid="booking-language"
      >
        {LANGUAGES.map((language) => (
          <MenuItem key={language} value={language}>
            {t(`wizard.details.languages.${language}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
