import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { RouteLoading } from '../../app/loading-bar.tsx';
import { MemberCard, useMemberCard } from '../club-card/index.ts';

/** The member's card on their phone: shown at the bar or the dive centre, scanned to find them. */
export function ClubCardTab({ customer }: { customer: string }) {
  const { t } = useTranslation();
  const card = useMemberCard(customer);
  if (card.isPending) return <RouteLoading />;
  if (card.isError) return <LoadErrorAlert error={card.error} onRetry={() => void card.refetch()} />;
  const { data } = card;
  return (
    <Stack spacing={2} sx={{ maxWidth: 420, mx: 'auto' }}>
      <Typography>{t('club.card.intro')}</Typography>
      <MemberCard
        customer={data.customer}
        name={data.name}
        code={data.code}
        tierName={data.tier?.name}
        tierColor={data.tier?.color}
        points={data.points}
        operatorName={data.operator?.name}
        logoUrl={data.operator?.logoUrl}
      />
    </Stack>
  );
}
