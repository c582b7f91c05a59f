import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOKING_STATES,
  BOOKING_TEMPLATES,
  LANGUAGES,
  type Language,
  MESSAGE_TEMPLATE_TYPES,
  mailTemplateResource,
} from '@seaberth/domain';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import type { AnswerOf } from '../../api/contract.ts';
import { FormTextField } from '../../app/form-text-field.tsx';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { applyServerError } from '../../resources/server-errors.ts';
import { resourceKeys } from '../../resources/use-resource.ts';
import { MailPreviewPanel } from './mail-preview.tsx';
import { PlaceholderList } from './placeholder-list.tsx';
import { insertAt, type TextTarget, TemplateTextField } from './template-text-field.tsx';

type Values = z.input<typeof mailTemplateResource.schema>;
type Stored = AnswerOf<'/api/mail/template/{id}', 'get'>;
const KEYS = resourceKeys(mailTemplateResource.name);
const LIST_PATH = '/config/mailtemplates';
const TEXT_PATHS = LANGUAGES.flatMap((l) => [`texts.${l}.subject`, `texts.${l}.body`]);

/** Shown in the hint as written; interpolated so i18next does not read them as its own placeholders. */
const LIQUID_EXAMPLES = {
  value: '{{ booking.number }}',
  loop: '{% for guest in guests %}…{% endfor %}',
  condition: '{% if booking.optionUntil != blank %}…{% endif %}',
  interpolation: { escapeValue: false },
};

const EMPTY: Values = {
  name: '',
  type: 'Text',
  states: [],
  attachments: [],
  texts: { de: { subject: '', body: '' }, en: { subject: '', body: '' } },
  isActive: true,
};

/** /config/mailtemplates/:id (`new` for a new one): the editor with placeholders and a live preview. */
export function MailTemplateEditorPage() {
  const { t } = useTranslation();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const stored = useQuery({
    queryKey: KEYS.detail(id),
    queryFn: () => api.GET('/api/mail/template/{id}', { path: { id } }),
    enabled: !isNew,
    meta: { silent: true },
  });
  return (
    <Box>
      <PageHeading
        title={isNew ? t('mailTemplates.new') : (stored.data?.name ?? t('mailTemplates.title'))}
        subtitle={t('mailTemplates.editorIntro')}
        actions={
          <Button component={RouterLink} to={LIST_PATH}>
            {t('mailTemplates.backToList')}
          </Button>
        }
      />
      {!isNew && stored.isPending && <CircularProgress aria-label={t('resources.common.loading')} />}
      {stored.isError && <LoadErrorAlert error={stored.error} onRetry={() => stored.refetch()} />}
      {(isNew || stored.data) && (
        <TemplateForm
          key={stored.data ? `${stored.data.id}-${stored.data.version}` : 'new'}
          stored={stored.data}
        />
      )}
    </Box>
  );
}

function TemplateForm({ stored }: { stored?: Stored }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const [language, setLanguage] = useState<Language>(
    stored && !stored.texts?.de?.subject && stored.texts?.en?.subject ? 'en' : 'de',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const target = useRef<TextTarget | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(mailTemplateResource.schema),
    defaultValues: stored ? toValues(stored) : EMPTY,
  });
  const { control, handleSubmit, setError, setValue, getValues, watch, formState } = form;
  const subject = watch(`texts.${language}.subject`) ?? '';
  const body = watch(`texts.${language}.body`) ?? '';

  const insert = (snippet: string) => {
    const current = target.current?.name.startsWith(`texts.${language}.`)
      ? target.current
      : { element: null, name: `texts.${language}.body` };
    const path = current.name as `texts.${Language}.body`;
    const next = insertAt(getValues(path) ?? '', current.element, snippet);
    setValue(path, next.value, { shouldDirty: true });
    requestAnimationFrame(() => {
      current.element?.focus();
      current.element?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = stored
        ? await api.POST('/api/mail/template/{id}', {
            path: { id: stored.id },
            body: { ...values, version: stored.version },
          })
        : await api.POST('/api/mail/template', { body: values });
      queryClient.setQueryData(KEYS.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: KEYS.all });
      showSuccess(t('mailTemplates.saved'));
      if (!stored) navigate(`${LIST_PATH}/${saved.id}`, { replace: true });
    } catch (error) {
      const outcome = applyServerError(error, {
        paths: ['name', ...TEXT_PATHS],
        setError: (path, err, options) => setError(path as keyof Values, err, options),
        duplicateMessage: t('resources.validation.duplicate'),
        t,
      });
      if (outcome.kind === 'stale') setStale(true);
      else if (outcome.kind === 'fields') {
        // A refusal in the other language's text: show that language.
        const other = LANGUAGES.find((l) => l !== language && form.getFieldState(`texts.${l}.body`).error);
        const otherSubject = LANGUAGES.find(
          (l) => l !== language && form.getFieldState(`texts.${l}.subject`).error,
        );
        if (other ?? otherSubject) setLanguage((other ?? otherSubject)!);
        if (outcome.unmatched.length) setProblem(outcome.unmatched.map((f) => f.message).join('\n'));
      } else setProblem(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2}>
        {stale && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" onClick={() => queryClient.invalidateQueries({ queryKey: KEYS.all })}>
                {t('mailTemplates.reload')}
              </Button>
            }
          >
            {t('mailTemplates.stale')}
          </Alert>
        )}
        {problem && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {problem}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="name"
                label={t('mailTemplates.fields.name')}
                required
                fullWidth
              />
              <Controller
                control={control}
                name="type"
                render={({ field }) => (
                  <TextField select label={t('mailTemplates.fields.type')} sx={{ minWidth: 180 }} {...field}>
                    {MESSAGE_TEMPLATE_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {t(`mailTemplates.types.${type}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            <Controller
              control={control}
              name="states"
              render={({ field }) => (
                <Autocomplete
                  multiple
                  options={[...BOOKING_STATES]}
                  value={field.value ?? []}
                  onChange={(_e, next) => field.onChange(next)}
                  getOptionLabel={(state) => t(`resources.options.state.${state}`, { defaultValue: state })}
                  renderValue={(value, getItemProps) =>
                    value.map((state, index) => (
                      <Chip
                        size="small"
                        label={t(`resources.options.state.${state}`, { defaultValue: state })}
                        {...getItemProps({ index })}
                        key={state}
                      />
                    ))
                  }
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('mailTemplates.fields.states')}
                      helperText={t('mailTemplates.statesHint')}
                    />
                  )}
                />
              )}
            />
            <Controller
              control={control}
              name="attachments"
              render={({ field }) => (
                <Box>
                  <FormLabel component="legend" sx={{ fontSize: 14 }}>
                    {t('mailTemplates.fields.attachments')}
                  </FormLabel>
                  <FormGroup row>
                    {BOOKING_TEMPLATES.map((document) => (
                      <FormControlLabel
                        key={document}
                        label={t(`mailTemplates.documents.${document}`)}
                        control={
                          <Checkbox
                            checked={(field.value ?? []).includes(document)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...(field.value ?? []), document]
                                  : (field.value ?? []).filter((d) => d !== document),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                </Box>
              )}
            />
            <Controller
              control={control}
              name="isActive"
              render={({ field }) => (
                <FormControlLabel
                  label={t('mailTemplates.fields.isActive')}
                  control={
                    <Switch
                      checked={field.value ?? true}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                />
              )}
            />
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Tabs value={language} onChange={(_e, next: Language) => setLanguage(next)} sx={{ mb: 2 }}>
            {LANGUAGES.map((l) => (
              <Tab
                key={l}
                value={l}
                label={t(`mailTemplates.languages.${l}`)}
                sx={formState.errors.texts?.[l] ? { color: 'error.main' } : undefined}
              />
            ))}
          </Tabs>
          <Stack spacing={2} key={language}>
            <TemplateTextField
              control={control}
              name={`texts.${language}.subject`}
              target={target}
              label={t('mailTemplates.subject')}
              fullWidth
            />
            <TemplateTextField
              control={control}
              name={`texts.${language}.body`}
              target={target}
              label={t('mailTemplates.body')}
              fullWidth
              multiline
              minRows={14}
              helperText={t('mailTemplates.bodyHint', LIQUID_EXAMPLES)}
            />
          </Stack>
        </Paper>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={LIST_PATH}>
            {t('resources.common.cancel')}
          </Button>
          <PendingButton type="submit" variant="contained" pending={formState.isSubmitting}>
            {t('resources.common.save')}
          </PendingButton>
        </Stack>
      </Stack>
      <Stack spacing={2} sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
        <Typography variant="subtitle2">{t('mailTemplates.preview')}</Typography>
        <MailPreviewPanel subject={subject} body={body} language={language} />
        <Typography variant="subtitle2">{t('mailTemplates.placeholders')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('mailTemplates.placeholdersHint')}
        </Typography>
        <PlaceholderList onInsert={insert} />
      </Stack>
    </Box>
  );
}

function toValues(stored: Stored): Values {
  return {
    name: stored.name,
    type: stored.type,
    states: stored.states,
    attachments: stored.attachments,
    texts: stored.texts,
    isActive: stored.isActive,
  };
}
