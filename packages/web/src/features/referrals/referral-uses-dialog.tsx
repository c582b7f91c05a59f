import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { useReferralUses } from './referral-api.ts';
import { rewardStatus } from './reward-status.ts';

/** A code's uses: each booking it was given for, the new guest, and the reward once earned. */
export function ReferralUsesDialog({ id, code, onClose }: { id: string; code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const uses = useReferralUses(id);
  return (
    <Dialog open fullWidth maxWidth="md" onClose={onClose} aria-labelledby="referral-uses-title">
      <DialogTitle id="referral-uses-title">{t('referrals.usesTitle', { code })}</DialogTitle>
      <DialogContent>
        {uses.isError ? (
          <LoadErrorAlert error={uses.error} onRetry={() => uses.refetch()} />
        ) : !uses.data ? (
          <Typography>{t('resources.common.loading')}</Typography>
        ) : uses.data.length === 0 ? (
          <Typography color="text.secondary">{t('referrals.noUses')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="referral-uses-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('referrals.usedOn')}</TableCell>
                <TableCell>{t('referrals.newGuest')}</TableCell>
                <TableCell>{t('referrals.booking')}</TableCell>
                <TableCell>{t('referrals.reward')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {uses.data.map((use) => (
                <TableRow key={use.id}>
                  <TableCell>{formatInstant(use.createdAt, false)}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={`/customer/view/${use.customer}`}>
                      {use.customerName}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={`/booking/${use.booking}`}>
                      {use.bookingNo}
                    </Link>
                  </TableCell>
                  <TableCell>
                    {use.reward ? rewardStatus(t, format, use.reward) : t('referrals.notYet')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('referrals.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
