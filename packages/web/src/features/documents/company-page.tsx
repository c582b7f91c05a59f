import { zodResolver } from '@hookform/resolvers/zod';
import { companySchema, type FieldDescriptor } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../api/client.ts';
import type { AnswerOf } from '../../api/contract.ts';
import { FormTextField } from '../../app/form-text-field.tsx';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { applyServerError } from '../../resources/server-errors.ts';
import { ImagePicker } from '../media/index.ts';
import { DocumentTextsForm } from './document-texts-form.tsx';

type Stored = AnswerOf<'/api/company', 'get'>;
/** The form keeps the logo as a list of one picture: the media library's picker edits lists. */
const formSchema = companySchema.omit({ logo: true }).extend({ logo: z.array(z.string()).max(1) });
type Values = z.input<typeof formSchema>;

// The picker reads only the value under `name`; the descriptor is what a resource form would pass.
const LOGO_FIELD = { name: 'logo', path: 'logo', kind: 'array' } as unknown as FieldDescriptor;

const toValues = ({ version: _version, logo, ...company }: Stored): Values => ({
  ...company,
  logo: logo ? [logo] : [],
});

const FIELDS = [
  'name',
  'address.street',
  'address.zip',
  'address.city',
  'address.country',
  'phone',
  'email',
  'website',
  'taxNumber',
  'vatId',
  'register',
  'managingDirector',
  'footer',
] as const;

/** /config/company: the letterhead documents print (name, address, logo, tax, register, banks, footer). */
export function CompanyPage() {
  const { t } = useTranslation();
  const company = useQuery({
    queryKey: ['company'],
    queryFn: () => api.GET('/api/company'),
    meta: { silent: true },
  });
  return (
    <Box>
      <PageHeading title={t('company.title')} subtitle={t('company.intro')} />
      {company.isPending && <CircularProgress aria-label={t('resources.common.loading')} />}
      {company.isError && <LoadErrorAlert error={company.error} onRetry={() => company.refetch()} />}
      {company.data && <CompanyForm key={company.data.version} stored={company.data} />}
      {company.data && <DocumentTextsForm />}
    </Box>
  );
}

function CompanyForm({ stored }: { stored: Stored }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(formSchema), defaultValues: toValues(stored) });
  const { control, handleSubmit, setError, formState } = form;
  const accounts = useFieldArray({ control, name: 'bankAccounts' });

  const submit = handleSubmit(async ({ logo, ...values }) => {
    setProblem(null);
    try {
      const saved = await api.POST('/api/company', {
        body: { ...values, logo: logo[0] ?? null, version: stored.version },
      });
      queryClient.setQueryData(['company'], saved);
      showSuccess(t('company.saved'));
    } catch (error) {
      const outcome = applyServerError(error, {
        paths: [
          ...FIELDS,
          ...accounts.fields.flatMap((_f, i) => [`bankAccounts.${i}.iban`, `bankAccounts.${i}.bic`]),
        ],
        setError: (path, err, options) => setError(path as keyof Values, err, options),
        duplicateMessage: t('resources.validation.duplicate'),
        t,
      });
      if (outcome.kind === 'stale') setStale(true);
      else if (outcome.kind === 'fields' && outcome.unmatched.length)
        setProblem(outcome.unmatched.map((f) => `${f.path}: ${f.message}`).join('\n'));
      else if (outcome.kind === 'other') setProblem(error instanceof Error ? error.message : String(error));
    }
  });

  const field = (name: (typeof FIELDS)[number], extra: { multiline?: boolean; required?: boolean } = {}) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`company.fields.${name}`)}
      fullWidth
      {...(extra.multiline ? { multiline: true, minRows: 2 } : {})}
      required={extra.required}
    />
  );

  return (
    <FormProvider {...form}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit} sx={{ maxWidth: 960 }}>
        {stale && (
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                onClick={() => queryClient.invalidateQueries({ queryKey: ['company'] })}
              >
                {t('company.reload')}
              </Button>
            }
          >
            {t('company.stale')}
          </Alert>
        )}
        {problem && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {problem}
          </Alert>
        )}
        <Section title={t('company.sections.company')}>
          {field('name', { required: true })}
          <ImagePicker
            field={LOGO_FIELD}
            name="logo"
            label={t('company.fields.logo')}
            hint={t('company.logoHint')}
          />
        </Section>
        <Section title={t('company.sections.address')}>
          {field('address.street')}
          <Grid>
            {field('address.zip')}
            {field('address.city')}
            {field('address.country')}
          </Grid>
          <Grid>
            {field('phone')}
            {field('email')}
            {field('website')}
          </Grid>
        </Section>
        <Section title={t('company.sections.legal')}>
          <Grid>
            {field('taxNumber')}
            {field('vatId')}
          </Grid>
          <Grid>
            {field('register')}
            {field('managingDirector')}
          </Grid>
        </Section>
        <Section title={t('company.sections.banks')}>
          {accounts.fields.map((account, i) => (
            <Stack key={account.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box
                sx={{
                  flex: 1,
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 3fr 2fr 1fr' },
                }}
              >
                <FormTextField
                  control={control}
                  name={`bankAccounts.${i}.bank`}
                  label={t('company.fields.bank')}
                />
                <FormTextField
                  control={control}
                  name={`bankAccounts.${i}.holder`}
                  label={t('company.fields.holder')}
                />
                <FormTextField
                  control={control}
                  name={`bankAccounts.${i}.iban`}
                  label={t('company.fields.iban')}
                />
                <FormTextField
                  control={control}
                  name={`bankAccounts.${i}.bic`}
                  label={t('company.fields.bic')}
                />
                <FormTextField
                  control={control}
                  name={`bankAccounts.${i}.currency`}
                  label={t('company.fields.currency')}
                />
              </Box>
              <Tooltip title={t('company.removeAccount')}>
                <IconButton aria-label={t('company.removeAccount')} onClick={() => accounts.remove(i)}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          ))}
          {accounts.fields.length < 5 && (
            <Box>
              <Button
                startIcon={<AddIcon />}
                onClick={() => accounts.append({ bank: '', holder: '', iban: '', bic: '', currency: 'EUR' })}
              >
                {t('company.addAccount')}
              </Button>
            </Box>
          )}
        </Section>
        <Section title={t('company.sections.footer')}>{field('footer', { multiline: true })}</Section>
        <Box>
          <PendingButton type="submit" variant="contained" pending={formState.isSubmitting}>
            {t('company.save')}
          </PendingButton>
        </Box>
      </Stack>
    </FormProvider>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(180px, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
