import { GUEST_FORM_GROUPS, type GuestFormDifference } from '@seaberth/domain';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { bookingKeys } from '../bookings/index.ts';
import { applyGuestForm, guestFormKeys } from './guest-form-api.ts';
import { formatFormValue } from './guest-form-values.ts';

/**
 * What the guest wrote that differs from the customer record, field by field, with a checkbox
 * each: "Apply selected" takes the ticked fields over, "Apply all" the whole form (every group,
 * flights included), after a confirmation. The form is then applied and locked.
 */
export function GuestFormDifferences({
  form,
  name,
  differences,
  canApply,
}: {
  form: string;
  name: string;
  differences: GuestFormDifference[];
  canApply: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const [selected, setSelected] = useState<Set<string>>(() => new Set(differences.map((d) => d.field)));
  const [confirm, setConfirm] = useState<'all' | 'selected' | null>(null);
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const apply = useMutation({
    meta: { silent: true },
    mutationFn: (fields: string[]) => applyGuestForm(form, fields),
    onSuccess: async (_answer, fields) => {
      setConfirm(null);
      showSuccess(t('guestForms.review.applied', { name, count: fields.length }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: guestFormKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.trip }),
      ]);
    },
  });
  const toggle = (field: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(field)) next.delete(field);
      else next.add(field);
      return next;
    });
  const all = differences.length > 0 && selected.size === differences.length;
  const fieldLabel = (field: string) => {
    const [group] = field.split('.');
    // A customer data field carries the operator's own label.
    const own = differences.find((d) => d.field === field)?.label;
    if (own) return `${t('guestForms.readSections.data')}: ${own}`;
    return `${t(`guestForms.readSections.${group}`)}: ${t(`guestForms.fields.${field}`, { defaultValue: field })}`;
  };

  return (
    <Box component="section" aria-labelledby="guest-form-differences">
      <Typography id="guest-form-differences" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('guestForms.review.differences')}
      </Typography>
      {differences.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('guestForms.review.noDifferences')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="guest-form-differences" data-testid="differences-table">
            <TableHead>
              <TableRow>
                {canApply && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={all}
                      indeterminate={selected.size > 0 && !all}
                      onChange={() => setSelected(all ? new Set() : new Set(differences.map((d) => d.field)))}
                      slotProps={{ input: { 'aria-label': t('guestForms.review.selectAll') } }}
                    />
                  </TableCell>
                )}
                <TableCell>{t('guestForms.review.field')}</TableCell>
                {!compact && <TableCell>{t('guestForms.review.current')}</TableCell>}
                <TableCell>{t('guestForms.review.proposed')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {differences.map((difference) => (
                <TableRow key={difference.field} data-field={difference.field}>
                  {canApply && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(difference.field)}
                        onChange={() => toggle(difference.field)}
                        slotProps={{ input: { 'aria-label': fieldLabel(difference.field) } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>{fieldLabel(difference.field)}</TableCell>
                  {!compact && (
                    <TableCell sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
                      {formatFormValue(difference.field, difference.current, t, i18n.language)}
                    </TableCell>
                  )}
                  <TableCell sx={{ fontWeight: 500, overflowWrap: 'break-word', wordBreak: 'break-word' }}>
                    {formatFormValue(difference.field, difference.proposed, t, i18n.language)}
                    {/* On a phone what the record holds now stands under the new value. */}
                    {compact && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {t('guestForms.review.was', {
                          value: formatFormValue(difference.field, difference.current, t, i18n.language),
                        })}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {canApply && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {differences.length > 0 && (
            <Button variant="outlined" disabled={selected.size === 0} onClick={() => setConfirm('selected')}>
              {t('guestForms.review.applySelected', { count: selected.size })}
            </Button>
          )}
          <Button variant="contained" startIcon={<DoneAllIcon />} onClick={() => setConfirm('all')}>
            {t('guestForms.review.applyAll')}
          </Button>
        </Stack>
      )}
      {confirm && (
        <ActionDialog
          title={t('guestForms.review.confirmTitle', { name })}
          submitLabel={t('guestForms.review.apply')}
          pending={apply.isPending}
          error={apply.error ? { text: describeError(apply.error, t) } : null}
          onClose={() => {
            setConfirm(null);
            apply.reset();
          }}
          onSubmit={() => apply.mutate(confirm === 'all' ? [...GUEST_FORM_GROUPS] : [...selected])}
          testId="apply-guest-form"
        >
          <Alert severity="info">
            {confirm === 'all'
              ? t('guestForms.review.confirmAll')
              : t('guestForms.review.confirmSelected', { count: selected.size })}
          </Alert>
        </ActionDialog>
      )}
    </Box>
  );
}
