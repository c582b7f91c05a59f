import QrCode2Icon from '@mui/icons-material/QrCode2';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { describeError } from '../../app/describe-error.ts';
import { formatInstant } from '../../app/format-dates.ts';
import { useSentForm } from './form-api.ts';
import { FormRenderer } from './form-renderer.tsx';
import { FormStateChip } from './form-state-chip.tsx';

/** One sent form: to whom, its state, and the answers shown as the customer gave them. */
export function SentFormDialog({
  form,
  onClose,
  onShowLink,
}: {
  form: string;
  onClose: () => void;
  onShowLink: () => void;
}) {
  const { t } = useTranslation();
  const sent = useSentForm(form);
  const data = sent.data;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="sent-form-title"
      data-testid="sent-form-dialog"
    >
      <DialogTitle id="sent-form-title">{data?.definitionName ?? t('forms.sent.title')}</DialogTitle>
      <DialogContent dividers>
        {sent.isPending && <CircularProgress aria-label={t('resources.common.loading')} />}
        {sent.isError && <Alert severity="error">{describeError(sent.error, t)}</Alert>}
        {data && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <FormStateChip state={data.state} />
              {data.customer ? (
                <Link component={RouterLink} to={`/customer/${data.customer}`}>
                  {data.customerName}
                </Link>
              ) : (
                <Typography>{data.customerName}</Typography>
              )}
              {data.booking && (
                <Link component={RouterLink} to={`/booking/${data.booking}`}>
                  {t('forms.sent.openBooking')}
                </Link>
              )}
              <Typography variant="body2" color="text.secondary">
                {t(`languages.${data.language}`, { defaultValue: data.language })}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {data.state === 'answered'
                ? t('forms.sent.answeredAt', { at: formatInstant(data.answeredAt) })
                : t('forms.sent.waiting', { at: formatInstant(data.createdAt) })}
            </Typography>
            <Divider />
            <FormRenderer
              fields={data.fields ?? []}
              language={data.language}
              answers={data.answers ?? {}}
              readOnly
              idPrefix="sent"
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {data?.state === 'open' && (
          <Button startIcon={<QrCode2Icon />} onClick={onShowLink}>
            {t('forms.sent.showLink')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('forms.sent.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
