import { type Bank, bankResource } from '@seaberth/domain';
import { Box, CircularProgress } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useCan } from '../../app/session-context.ts';
import { ResourceForm } from '../../resources/resource-form.tsx';
import { useResource } from '../../resources/use-resource.ts';
import { TabbedPage, type PageTab } from '../../resources/tabbed-page.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { useBankBalance } from './bank-api.ts';
import { BankAccountActions } from './bank-account-actions.tsx';
import { formatIban, lastTwelveMonths, latestBalance } from './bank-format.ts';
import { BankEntriesTab } from './bank-entries-tab.tsx';
import { BankReviewTab } from './bank-review-tab.tsx';

/** The balance line under the account's name: IBAN and what is on the account today. */
function useAccountSubtitle(bank: Bank | undefined) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const period = useMemo(() => lastTwelveMonths(), []);
  const balance = useBankBalance({ ...period, bank: bank?.id }, Boolean(bank));
  if (!bank) return undefined;
  const current = balance.data ? latestBalance(balance.data, bank.currency) : null;
  return [
    formatIban(bank.iban),
    current === null ? null : t('bank.account.balance', { amount: format(current, bank.currency) }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * /bank/:id — one account: its balance, its entries (assigned and taken back), the entries waiting
 * for review with their suggestions, the statement import and the account's data.
 */
export function BankAccountPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const record = useResource(bankResource, id);
  const bank = record.data;
  const canReadEntries = useCan(['bankentries.read']);
  const subtitle = useAccountSubtitle(bank);

  if (!bank) {
    return record.isError ? (
      <LoadErrorAlert error={record.error} onRetry={() => record.refetch()} />
    ) : (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('resources.common.loading')} />
      </Box>
    );
  }
  const tabs: PageTab[] = [];
  if (canReadEntries)
    tabs.push(
      { value: 'entries', label: t('bank.tabs.entries'), content: <BankEntriesTab bank={id} /> },
      { value: 'review', label: t('bank.tabs.review'), content: <BankReviewTab bank={id} /> },
    );
  tabs.push({
    value: 'details',
    label: t('bank.tabs.details'),
    content: <ResourceForm definition={bankResource} id={id} />,
  });
  return (
    <TabbedPage
      back={{ to: '/bank', label: t('routes.bank') }}
      title={bank.name}
      subtitle={subtitle}
      actions={<BankAccountActions bank={id} name={bank.name} />}
      tabs={tabs}
    />
  );
}
