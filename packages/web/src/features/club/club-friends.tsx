import ContentCopy from '@mui/icons-material/ContentCopy';
import Share from '@mui/icons-material/Share';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { formatDate } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { RouteLoading } from '../../app/loading-bar.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useClubReferrals } from './club-api.ts';
import { ClubRow } from './club-list.tsx';

/** Where a friend books with the code already filled in. */
export const referralLink = (code: string) =>
  `${window.location.origin}/book/online?referral=${encodeURIComponent(code)}`;

/** The member's codes to share (copied, or through the phone's share sheet) and the friends who booked. */
export function ClubFriends() {
  const { t } = useTranslation();
  const { showSuccess, showError } = useSnackbar();
  const referrals = useClubReferrals();
  if (referrals.isPending) return <RouteLoading />;
  if (referrals.isError)
    return <LoadErrorAlert error={referrals.error} onRetry={() => void referrals.refetch()} />;
  const codes = referrals.data.codes.filter((code) => code.active);
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(referralLink(code));
      showSuccess(t('club.friends.copied'));
    } catch (error) {
      showError(error);
    }
  };
  const share = (code: string) =>
    navigator
      .share({
        title: t('club.friends.shareTitle'),
        text: t('club.friends.shareText', { code }),
        url: referralLink(code),
      })
      // The member closing the share sheet is no error.
      .catch(() => undefined);
  return (
    <Stack spacing={2}>
      <Typography>{t('club.friends.intro')}</Typography>
      {codes.length === 0 && <Alert severity="info">{t('club.friends.noCode')}</Alert>}
      {codes.map((code) => (
        <Card key={code.id} data-testid="club-referral-code">
          <CardContent>
            <Typography variant="overline">{t('club.friends.yourCode')}</Typography>
            <Typography variant="h3" component="p" sx={{ fontFamily: 'monospace', letterSpacing: 2 }}>
              {code.code}
            </Typography>
            {code.validUntil && (
              <Typography variant="body2" color="text.secondary">
                {t('club.friends.validUntil', { date: formatDate(code.validUntil) })}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy(code.code)}>
                {t('club.friends.copy')}
              </Button>
              {'share' in navigator && (
                <Button variant="outlined" startIcon={<Share />} onClick={() => void share(code.code)}>
                  {t('club.friends.share')}
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      ))}
      <Typography variant="h4" component="h2">
        {t('club.friends.brought')}
      </Typography>
      {referrals.data.brought.length === 0 ? (
        <Typography color="text.secondary">{t('club.friends.nobody')}</Typography>
      ) : (
        referrals.data.brought.map((use) => (
          <ClubRow
            key={use.id}
            title={use.customerName}
            detail={t('club.friends.booked', { code: use.code })}
          />
        ))
      )}
    </Stack>
  );
}
