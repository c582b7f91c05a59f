import ContentCopy from '@mui/icons-material/ContentCopy';
import Share from '@mui/icons-material/Share';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { formatDate } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { RouteLoading } from '../../app/loading-bar.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useClubReferrals, useRequestClubCode } from './club-api.ts';
import { ClubRow } from './club-list.tsx';

/** Where a friend books with the code already filled in: the resort's stays or the boat's trips. */
export const referralLink = (code: string, kind: 'resort' | 'online') =>
  `${window.location.origin}/book/${kind}?referral=${encodeURIComponent(code)}`;

/** The member's codes to share (copied, or through the phone's share sheet) and the friends who booked. */
export function ClubFriends() {
  const { t } = useTranslation();
  const { showSuccess, showError } = useSnackbar();
  const referrals = useClubReferrals();
  const request = useRequestClubCode();
  const { features } = useSession();
  // The booking pages the operator runs: a resort's stays, a vessel's trips, or both.
  const pages = [
    ...(features.resort ? (['resort'] as const) : []),
    ...(features.vessel ? (['online'] as const) : []),
  ];
  if (referrals.isPending) return <RouteLoading />;
  if (referrals.isError)
    return <LoadErrorAlert error={referrals.error} onRetry={() => void referrals.refetch()} />;
  const codes = referrals.data.codes.filter((code) => code.active);
  const copy = async (code: string, kind: 'resort' | 'online') => {
    try {
      await navigator.clipboard.writeText(referralLink(code, kind));
      showSuccess(t('club.friends.copied'));
    } catch (error) {
      showError(error);
    }
  };
  const share = (code: string, kind: 'resort' | 'online') =>
    navigator
      .share({
        title: t('club.friends.shareTitle'),
        text: t('club.friends.shareText', { code }),
        url: referralLink(code, kind),
      })
      // The member closing the share sheet is no error.
      .catch(() => undefined);
  return (
    <Stack spacing={2}>
      <Typography>{t('club.friends.intro')}</Typography>
      {codes.length === 0 && (
        <Alert severity="info">
          <Box component="p" sx={{ m: 0, mb: 1 }}>
            {t('club.friends.noCode')}
          </Box>
          <Button
            variant="contained"
            disabled={request.isPending}
            onClick={() =>
              request.mutate(undefined, {
                onSuccess: () => showSuccess(t('club.friends.codeReady')),
                onError: showError,
              })
            }
          >
            {t('club.friends.requestCode')}
          </Button>
        </Alert>
      )}
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
            {pages.map((kind) => (
              <Stack
                key={kind}
                direction="row"
                spacing={1}
                sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
              >
                <Typography variant="body2" sx={{ minWidth: 120 }}>
                  {t(`club.friends.page.${kind}`)}
                </Typography>
                <Button
                  variant="contained"
                  startIcon={<ContentCopy />}
                  onClick={() => void copy(code.code, kind)}
                  aria-label={t('club.friends.copyFor', { page: t(`club.friends.page.${kind}`) })}
                >
                  {t('club.friends.copy')}
                </Button>
                {'share' in navigator && (
                  <Button
                    variant="outlined"
                    startIcon={<Share />}
                    onClick={() => void share(code.code, kind)}
                  >
                    {t('club.friends.share')}
                  </Button>
                )}
              </Stack>
            ))}
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
