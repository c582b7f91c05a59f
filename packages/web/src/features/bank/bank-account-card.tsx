import { Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMoney } from '../../ui/use-money.ts';
import { formatIban } from './bank-format.ts';

export interface BankAccountCardProps {
  id: string;
  name: string;
  iban: string;
  currency: string;
  isActive: boolean;
  /** The balance today; null while it loads or when it could not be read. */
  balance: number | null;
  /** Entries waiting for review; undefined when the user does not see entries. */
  waiting?: number;
  /** Whether the account's page may be opened. */
  linked: boolean;
}

/** One account on the overview: name, IBAN in groups of four, today's balance, entries to review. */
export function BankAccountCard(props: BankAccountCardProps) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const body: ReactNode = (
    <CardContent>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {props.name}
        </Typography>
        {!props.isActive && <Chip size="small" variant="outlined" label={t('bank.overview.inactive')} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {formatIban(props.iban)}
      </Typography>
      <Typography variant="h5" component="p" sx={{ mt: 1.5 }} data-testid={`bank-balance-${props.id}`}>
        {props.balance === null ? '–' : format(props.balance, props.currency)}
      </Typography>
      {props.waiting !== undefined && (
        <Typography variant="body2" color={props.waiting > 0 ? 'warning.main' : 'text.secondary'}>
          {t('bank.overview.waiting', { count: props.waiting })}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`bank-card-${props.id}`}>
      {props.linked ? (
        <CardActionArea component={RouterLink} to={`/bank/${props.id}`} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
