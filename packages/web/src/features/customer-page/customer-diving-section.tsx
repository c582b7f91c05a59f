import { Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Facts } from '../../app/facts.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { diverLogPath, useDiverLogSummary } from '../dive/index.ts';
import type { CustomerRecord } from './customer-contact-section.tsx';

/** The dives logged with the operator: how many, the last one's day, and the way to them in the log. */
function LoggedDives({ customer }: { customer: string }) {
  const { t } = useTranslation();
  const logged = useDiverLogSummary(customer);
  if (logged.isPending) return <>{t('resources.common.loading')}</>;
  if (logged.isError || !logged.data) return <>–</>;
  const { dives, lastDive } = logged.data;
  if (dives === 0) return <>{t('customerView.diving.noneLogged')}</>;
  return (
    <Link component={RouterLink} to={diverLogPath(customer)}>
      {lastDive
        ? t('customerView.diving.loggedLast', { count: dives, date: formatDate(lastDive, false) })
        : t('customerView.diving.logged', { count: dives })}
    </Link>
  );
}

/**
 * The guest as a diver: certification, experience as they declared it, insurance, who to call, gear
 * sizes and, for readers of the dive log, the dives logged here.
 */
export function CustomerDivingSection({
  customer,
  showLog,
}: {
  customer: CustomerRecord;
  /** Feature diveLog and scope divelog.read: the dives logged with the operator. */
  showLog: boolean;
}) {
  const { t } = useTranslation();
  const { diver, gear } = customer;
  const none = t('customerView.none');
  const agency = diver.certificationAgency
    ? t(`resources.options.certificationAgency.${diver.certificationAgency}`)
    : '';
  const certification = [agency, diver.certificationLevel].filter(Boolean).join(' ');
  const declared =
    typeof diver.dives !== 'number'
      ? none
      : diver.lastDive
        ? t('customerView.diving.declaredLast', {
            count: diver.dives,
            date: formatDate(diver.lastDive, false),
          })
        : String(diver.dives);
  const emergency = [
    diver.emergencyName,
    diver.emergencyRelation && `(${diver.emergencyRelation})`,
    diver.emergencyPhone,
  ]
    .filter(Boolean)
    .join(' ');
  const sizes = [
    gear.wetsuit && `${t('fields.wetsuit')} ${gear.wetsuit}`,
    gear.bcd && `${t('fields.bcd')} ${gear.bcd}`,
    gear.fins && `${t('customerView.diving.fins')} ${gear.fins}`,
    gear.rental && t('fields.rental'),
  ].filter(Boolean);
  const logged: [string, ReactNode][] = showLog
    ? [[t('customerView.diving.loggedHere'), <LoggedDives key="log" customer={customer.id} />]]
    : [];
  const facts: [string, ReactNode][] = [
    [
      t('customerView.diving.certification'),
      [certification, diver.certificationNumber && `(${diver.certificationNumber})`]
        .filter(Boolean)
        .join(' ') || none,
    ],
    [t('fields.nitrox'), diver.nitrox ? t('customerView.yes') : t('customerView.no')],
    [t('customerView.diving.declared'), declared],
    ...logged,
    [t('fields.insurance'), [diver.insurance, diver.insuranceNumber].filter(Boolean).join(', ') || none],
    [t('fields.emergencyName'), emergency || none],
    [t('fields.gear'), sizes.join(' · ') || none],
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="customer-diving"
      data-testid="customer-diving"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="customer-diving" variant="h4" component="h2" sx={{ mb: 2 }}>
        {t('customerView.diving.title')}
      </Typography>
      <Facts columns={2} facts={facts} />
    </Paper>
  );
}
