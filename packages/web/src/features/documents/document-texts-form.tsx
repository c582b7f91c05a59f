import { BOOKING_TEMPLATES, type DocumentTextOverrides, LANGUAGES, type Language } from '@seaberth/domain';
import { Alert, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';

const KEY = ['company', 'texts'] as const;

/**
 * The operator's own words on documents, per language: the sentence under the greeting of each
 * document, the closing line and the voucher's note. Empty fields print the built-in text.
 */
export function DocumentTextsForm() {
  const texts = useQuery({
    queryKey: KEY,
    queryFn: () => api.GET('/api/company/texts'),
  });
  return texts.data ? <TextsEditor key={JSON.stringify(texts.data)} stored={texts.data} /> : null;
}

function TextsEditor({ stored }: { stored: DocumentTextOverrides }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const [language, setLanguage] = useState<Language>('de');
  const [values, setValues] = useState(stored);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => api.POST('/api/company/texts', { body: values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      showSuccess(t('company.texts.saved'));
    },
  });
  const current = values[language];
  const set = (next: Partial<typeof current>) =>
    setValues({ ...values, [language]: { ...current, ...next } });
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 960, mt: 3 }} data-testid="document-texts">
      <Typography variant="h6" component="h2">
        {t('company.texts.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('company.texts.intro')}
      </Typography>
      <Tabs value={language} onChange={(_e, next: Language) => setLanguage(next)} sx={{ mb: 2 }}>
        {LANGUAGES.map((l) => (
          <Tab key={l} value={l} label={t(`mailTemplates.languages.${l}`)} />
        ))}
      </Tabs>
      <Stack spacing={2}>
        {BOOKING_TEMPLATES.map((template) => (
          <TextField
            key={`${language}-${template}`}
            label={t('company.texts.introOf', { document: t(`mailTemplates.documents.${template}`) })}
            value={current.intro[template]}
            onChange={(e) => set({ intro: { ...current.intro, [template]: e.target.value } })}
            multiline
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        ))}
        <TextField
          label={t('company.texts.closing')}
          value={current.closing}
          onChange={(e) => set({ closing: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <TextField
          label={t('company.texts.voucherNote')}
          value={current.voucherNote}
          onChange={(e) => set({ voucherNote: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {save.error && <Alert severity="error">{describeError(save.error, t)}</Alert>}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <PendingButton variant="contained" pending={save.isPending} onClick={() => save.mutate()}>
            {t('company.texts.save')}
          </PendingButton>
        </Stack>
      </Stack>
    </Paper>
  );
}
