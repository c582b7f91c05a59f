import { agencyResource } from '@seaberth/domain';
import { Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Facts } from '../../app/facts.tsx';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useCan } from '../../app/session-context.ts';
import { ResourceForm } from '../../resources/resource-form.tsx';
import { useResource } from '../../resources/use-resource.ts';
import { useAgencyMoney } from './agency-format.ts';
import { agencySections } from './agency-sections.ts';

/** The agency's data: the generic form for who may change it, the facts for everyone else. */
export function AgencyDetailsTab({ id }: { id?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCan(id ? ['agencies.update'] : ['agencies.create']);
  const canList = useCan(['agencies.read']);
  const sections = useMemo(() => agencySections(t), [t]);
  if (id && !canEdit) return <AgencyFacts id={id} />;
  return (
    <ResourceForm
      definition={agencyResource}
      id={id}
      sections={sections}
      onSaved={(saved, created) => {
        if (created) navigate(`/agency/${saved.id}`, { replace: true });
      }}
      onCancel={() => navigate(canList ? '/agency/list' : '/')}
    />
  );
}

/** Read-only: what an agent sees of their own agency (groups are the operator's filing, left out). */
function AgencyFacts({ id }: { id: string }) {
  const { t } = useTranslation();
  const record = useResource(agencyResource, id);
  const { limit, percent } = useAgencyMoney();
  if (record.isError) return <LoadErrorAlert error={record.error} onRetry={() => record.refetch()} />;
  const agency = record.data;
  if (!agency) return <Typography variant="body2">{t('resources.common.loading')}</Typography>;
  const address = [agency.address.street, [agency.address.zip, agency.address.city].join(' ').trim()]
    .concat(agency.address.country)
    .filter(Boolean)
    .join(', ');
  const option = (field: string, value: string) => t(`resources.options.${field}.${value}`);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="agency-facts">
      <Facts
        columns={3}
        facts={[
          [t('resources.agency.fields.type'), option('type', agency.type)],
          [t('resources.agency.fields.email'), agency.email || '–'],
          [t('resources.agency.fields.phone'), agency.phone || '–'],
          [t('resources.agency.fields.address'), address || '–'],
          [t('resources.agency.fields.currency'), agency.currency],
          [
            t('resources.agency.fields.commissionPercent'),
            `${percent(agency.commissionPercent)} · ${option('commissionMode', agency.commissionMode)}`,
          ],
          [t('resources.agency.fields.payer'), option('payer', agency.payer)],
          [
            t('resources.agency.fields.creditLimit'),
            agency.creditLimit === null
              ? t('agencies.detail.noLimit')
              : limit(agency.creditLimit, agency.currency),
          ],
        ]}
      />
    </Paper>
  );
}
