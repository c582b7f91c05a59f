import { type CrmCriteria, crmFilterResource, customerResource } from '@seaberth/domain';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeading } from '../../app/page-heading.tsx';
import { useCan } from '../../app/session-context.ts';
import { recordTitle } from '../../resources/format-value.ts';
import { ResourceList } from '../../resources/resource-list.tsx';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import { type ResourceRow, useResource, useResourceList } from '../../resources/use-resource.ts';
import { listNarrowing } from './crm-api.ts';
import { CrmCriteriaFields } from './crm-criteria-fields.tsx';
import { CrmFigures } from './crm-figures.tsx';
import { CrmFilterBar } from './crm-filter-bar.tsx';
import { CrmMailDialog } from './crm-mail-dialog.tsx';

const COLUMNS: Record<string, Partial<GridColDef<ResourceRow>>> = {
  fullName: {
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/customer/view/${row.id}`}>
        {recordTitle(row, 'fullName')}
      </Link>
    ),
  },
};

/** The criteria on screen and the saved filter they came from; a change of a criterion leaves it. */
export function useCrmCriteria(initial?: { id: string; criteria: CrmCriteria }) {
  const [state, setState] = useState<{ selected: string; criteria: CrmCriteria }>({
    selected: '',
    criteria: {},
  });
  useEffect(() => {
    if (initial) setState({ selected: initial.id, criteria: initial.criteria });
  }, [initial]);
  const change = useCallback(
    (patch: Partial<CrmCriteria>) =>
      setState((s) => ({ selected: '', criteria: { ...s.criteria, ...patch } })),
    [],
  );
  const pick = useCallback((id: string, criteria: CrmCriteria) => setState({ selected: id, criteria }), []);
  const clear = useCallback(() => setState({ selected: '', criteria: {} }), []);
  return { ...state, change, pick, clear };
}

/** The criteria with their saved filters: one panel for every CRM list. */
export function CrmFilterPanel({ crm }: { crm: ReturnType<typeof useCrmCriteria> }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="crm-filter-panel">
      <Stack spacing={2}>
        <CrmFilterBar criteria={crm.criteria} selected={crm.selected} onPick={crm.pick} onClear={crm.clear} />
        <CrmCriteriaFields criteria={crm.criteria} onChange={crm.change} />
      </Stack>
    </Paper>
  );
}

function CrmCustomers({ initial }: { initial?: { id: string; criteria: CrmCriteria } }) {
  const { t, i18n } = useTranslation();
  const crm = useCrmCriteria(initial);
  const canMail = useCan(['customers.update']);
  const [mailing, setMailing] = useState(false);
  const { search, filter } = useMemo(() => listNarrowing(crm.criteria), [crm.criteria]);
  // The count of the whole filtered set, for the heading and the mail (the grid pages it).
  const typed = useDebouncedValue(search);
  const counted = useResourceList(customerResource, { page: 0, size: 1, search: typed, filter });
  const total = counted.data?.total ?? 0;
  const setSearch = useCallback((text: string) => crm.change({ search: text || undefined }), [crm.change]);
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading title={t('routes.crmCustomers')} subtitle={t('crm.intro')} />
      <CrmFigures />
      <CrmFilterPanel crm={crm} />
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2" data-testid="crm-match-count">
          {counted.data
            ? t('crm.matches', { count: total, total: new Intl.NumberFormat(i18n.language).format(total) })
            : ''}
        </Typography>
        {canMail && (
          <Button variant="contained" size="small" disabled={total === 0} onClick={() => setMailing(true)}>
            {t('crm.mail.open')}
          </Button>
        )}
      </Stack>
      <ResourceList
        definition={customerResource}
        hideTitle
        createPath="/customer/create"
        editPath={(id) => `/customer/${id}`}
        fixedFilter={filter}
        search={{ text: search, onChange: setSearch }}
        columnOverrides={COLUMNS}
      />
      {mailing && <CrmMailDialog criteria={crm.criteria} total={total} onClose={() => setMailing(false)} />}
    </Box>
  );
}

/** /crm/customer — customers narrowed by CRM criteria, saved filters, figures, export and mail. */
export function CrmCustomersPage() {
  return <CrmCustomers />;
}

/** /crm/filter/:fid — the CRM list with a saved filter applied. */
export function CrmFilterPage() {
  const { fid } = useParams();
  const { t } = useTranslation();
  const saved = useResource(crmFilterResource, fid);
  const initial = useMemo(
    () => (saved.data ? { id: saved.data.id, criteria: saved.data.criteria as CrmCriteria } : undefined),
    [saved.data],
  );
  if (saved.isError)
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to="/crm/customer">
            {t('crm.filters.toList')}
          </Button>
        }
      >
        {t('crm.filters.notFound')}
      </Alert>
    );
  return <CrmCustomers key={fid} initial={initial} />;
}
