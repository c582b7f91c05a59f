import {
  type CustomerDataValue,
  type CustomerDataValues,
  type CustomerField,
  hasAnyScope,
} from '@seaberth/domain';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/api-error.ts';
import { DateField } from '../../app/date-field.tsx';
import { describeError } from '../../app/describe-error.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { fieldErrorText } from '../../i18n/validation-messages.ts';
import { resourceKeys } from '../../resources/use-resource.ts';
import { useCustomerDataGroups } from './customer-data-groups-page.tsx';

const dataKey = (customer: string) => [...resourceKeys('customer').detail(customer), 'meta'] as const;

/** What an input holds: text as typed; the value sent is worked out on save. */
type Draft = Record<string, string>;

const draftOf = (_field: CustomerField, value: CustomerDataValue | undefined): string =>
  value === undefined || value === null ? '' : String(value);

/** The typed value of an input: empty is null (the key is removed). */
function typedValue(field: CustomerField, text: string): CustomerDataValue {
  if (text === '') return null;
  if (field.type === 'number') return Number(text.replace(',', '.'));
  if (field.type === 'yesNo') return text === 'true';
  return text;
}

/**
 * "Additional data" on the customer's record: the data groups' fields with this customer's values
 * (`GET/POST /api/customer/{id}/meta`), personal ones marked, saved apart from the record's form
 * (only the keys changed are sent, so nobody else's keys are overwritten); keys no group defines
 * are listed as they are.
 */
export function CustomerDataSection({ customer }: { customer: string }) {
  const { t } = useTranslation();
  const { principal } = useSession();
  const canChange = hasAnyScope(principal, ['customers.update']);
  const groups = useCustomerDataGroups();
  const values = useQuery({
    queryKey: dataKey(customer),
    queryFn: () => api.GET('/api/customer/{id}/meta', { path: { id: customer } }),
    meta: { silent: true },
  });
  const failed = groups.isError ? groups : values.isError ? values : null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="customer-data"
      data-testid="customer-data"
      sx={{ p: { xs: 2, md: 3 }, mt: 2 }}
    >
      <Typography id="customer-data" variant="h4" component="h2" sx={{ mb: 1 }}>
        {t('customers.data.title')}
      </Typography>
      {failed ? (
        <LoadErrorAlert error={failed.error} onRetry={() => failed.refetch()} />
      ) : !groups.data || !values.data ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : (
        <CustomerDataForm
          customer={customer}
          groups={groups.data}
          values={values.data as CustomerDataValues}
          canChange={canChange}
        />
      )}
    </Paper>
  );
}

function CustomerDataForm({
  customer,
  groups,
  values,
  canChange,
}: {
  customer: string;
  groups: { id: string; name: string; fields: CustomerField[] }[];
  values: CustomerDataValues;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const fields = groups.flatMap((group) => group.fields);
  const initial: Draft = Object.fromEntries(fields.map((f) => [f.key, draftOf(f, values[f.key])]));
  const [draft, setDraft] = useState<Draft>(initial);
  const changed = fields.filter((f) => draft[f.key] !== initial[f.key]);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.POST('/api/customer/{id}/meta', {
        path: { id: customer },
        body: Object.fromEntries(changed.map((f) => [f.key, typedValue(f, draft[f.key] ?? '')])),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(dataKey(customer), saved);
      setDraft(Object.fromEntries(fields.map((f) => [f.key, draftOf(f, saved[f.key])])));
      showSuccess(t('customers.data.saved'));
    },
  });
  const fieldError = (key: string) => {
    const found = isApiError(save.error) ? save.error.body.fields?.find((f) => f.path === key) : undefined;
    return found ? fieldErrorText(found, t) : undefined;
  };
  const free = Object.entries(values).filter(([key]) => !fields.some((f) => f.key === key));
  if (groups.length === 0 && free.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('customers.data.empty')}
      </Typography>
    );
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (changed.length) save.mutate();
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('customers.data.intro')}
      </Typography>
      {groups.map((group) => (
        <Box key={group.id} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
            {group.name}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {group.fields.map((field) => (
              <FieldInput
                key={field.key}
                field={field}
                value={draft[field.key] ?? ''}
                onChange={(text) => setDraft((current) => ({ ...current, [field.key]: text }))}
                error={fieldError(field.key)}
                disabled={!canChange}
              />
            ))}
          </Box>
        </Box>
      ))}
      {save.isError && !fields.some((f) => fieldError(f.key)) && (
        <Alert severity="error">{describeError(save.error, t)}</Alert>
      )}
      {canChange && groups.length > 0 && (
        <Box>
          <PendingButton
            type="submit"
            variant="contained"
            pending={save.isPending}
            disabled={changed.length === 0}
          >
            {t('customers.data.save')}
          </PendingButton>
          {changed.length > 0 && (
            <Button sx={{ ml: 1 }} onClick={() => setDraft(initial)} disabled={save.isPending}>
              {t('resources.common.cancel')}
            </Button>
          )}
        </Box>
      )}
      {free.length > 0 && (
        <Box>
          <Typography variant="h6" component="h3">
            {t('customers.data.other')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('customers.data.otherIntro')}
          </Typography>
          <Table size="small" aria-label={t('customers.data.other')}>
            <TableBody>
              {free.map(([key, value]) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row">
                    {key}
                  </TableCell>
                  <TableCell>{String(value)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}

/** One field's input by its kind; a personal one carries a lock. */
function FieldInput({
  field,
  value,
  onChange,
  error,
  disabled,
}: {
  field: CustomerField;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const label = field.label;
  const adornment = field.personal ? (
    <Tooltip title={t('customers.data.personal')}>
      <LockOutlinedIcon fontSize="small" color="action" aria-label={t('customers.data.personal')} />
    </Tooltip>
  ) : null;
  const select = field.type === 'choice' || field.type === 'yesNo';
  const options =
    field.type === 'yesNo'
      ? [
          { value: 'true', label: t('customers.data.yes') },
          { value: 'false', label: t('customers.data.no') },
        ]
      : field.choices.map((choice) => ({ value: choice, label: choice }));
  const input =
    field.type === 'date' ? (
      <DateField
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        disabled={disabled}
        fullWidth
      />
    ) : (
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        select={select}
        type={field.type === 'number' ? 'number' : 'text'}
        error={Boolean(error)}
        helperText={error}
        disabled={disabled}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      >
        {select && [
          <MenuItem key="" value="">
            {t('customers.data.none')}
          </MenuItem>,
          ...options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          )),
        ]}
      </TextField>
    );
  // The lock stands beside the input, clear of a select's arrow and a date's calendar.
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      {input}
      {adornment}
    </Stack>
  );
}
