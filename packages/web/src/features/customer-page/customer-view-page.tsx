import { customerResource, hasAnyScope, isReturningGuest } from '@seaberth/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { operatorToday } from '../../app/clock.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useSession } from '../../app/session-context.ts';
import { useResource } from '../../resources/use-resource.ts';
import {
  CustomerCreditSection,
  CustomerDataSection,
  CustomerMergesSection,
  CustomerRelations,
  CustomerStays,
} from '../customers/index.ts';
import { CustomerContestsSection } from '../contests/index.ts';
import { CustomerGuestForms } from '../guest-forms/index.ts';
import { LoyaltySection } from '../loyalty/index.ts';
import { CustomerReferralsSection } from '../referrals/index.ts';
import { CustomerContactSection } from './customer-contact-section.tsx';
import { CustomerDivingSection } from './customer-diving-section.tsx';
import { CustomerHistorySection } from './customer-history-section.tsx';
import { CustomerFiguresSection, useCustomerFigures } from './customer-figures.tsx';
import { CustomerViewHeading } from './customer-view-heading.tsx';

const viewPath = (id: string) => `/customer/view/${id}`;

/**
 * /customer/view/:id — the guest's record to read: who they are, their history in figures, how to
 * reach them, their travel document and diving, the operator's own fields, then their trips and
 * stays, relations, guest forms, loyalty points and credit, referrals and the contests entered.
 * Editing is one button away (/customer/:id). Each part shows only for who may read it.
 */
export function CustomerViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { principal, features } = useSession();
  const canReadCustomers = hasAnyScope(principal, ['customers.read']);
  const canMerge = hasAnyScope(principal, ['customers.update']);
  const canSeeStays = hasAnyScope(principal, ['customers.read', 'bookings.read']);
  const canSeeReferrals = hasAnyScope(principal, ['customers.read', 'referral.read']);
  const canSeeDiveLog = Boolean(features.diveLog) && hasAnyScope(principal, ['divelog.read']);
  const canSeeContests = Boolean(features.contest) && hasAnyScope(principal, ['contest.read']);
  const record = useResource(customerResource, id);
  const figures = useCustomerFigures(id, canReadCustomers);
  const today = figures.data?.today ?? operatorToday();
  const customer = record.data;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Button component={RouterLink} to="/customer/list" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('resources.customer.title')}
      </Button>
      {record.isError ? (
        <LoadErrorAlert error={record.error} onRetry={() => void record.refetch()} />
      ) : !customer ? (
        <Typography>{t('resources.common.loading')}</Typography>
      ) : (
        <>
          <CustomerViewHeading
            customer={customer}
            today={today}
            returning={figures.data ? isReturningGuest(figures.data) : false}
          />
          {canReadCustomers && <CustomerFiguresSection query={figures} />}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              gap: 2,
              mt: 2,
              alignItems: 'start',
            }}
          >
            <CustomerContactSection
              customer={customer}
              nextArrival={figures.data?.nextArrival ?? null}
              today={today}
            />
            <CustomerDivingSection customer={customer} showLog={canSeeDiveLog} />
          </Box>
          {canReadCustomers && <CustomerDataSection customer={id} />}
          {canSeeStays && <CustomerStays customer={id} />}
          {canReadCustomers && (
            <CustomerRelations customer={id} name={customer.fullName} recordPath={viewPath} />
          )}
          {canReadCustomers && <CustomerGuestForms customer={id} />}
          {canReadCustomers && features.loyalityProgram && <LoyaltySection customer={id} />}
          {canReadCustomers && <CustomerCreditSection customer={id} name={customer.fullName} />}
          {canSeeReferrals && <CustomerReferralsSection customer={id} />}
          {canSeeContests && <CustomerContestsSection customer={id} />}
          {canMerge && <CustomerMergesSection customer={id} />}
          {canReadCustomers && <CustomerHistorySection customer={id} />}
        </>
      )}
    </Box>
  );
}
