import { agencyGroupResource, agencyResource } from '@seaberth/domain';
import { Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useCan } from '../../app/session-context.ts';
import { recordTitle } from '../../resources/format-value.ts';
import { ResourceList } from '../../resources/resource-list.tsx';
import { type ResourceRow, useResource } from '../../resources/use-resource.ts';
import { useAgencyMoney } from './agency-format.ts';

const agencyPath = (id: string) => `/agency/${id}`;

/** The name opens the agency's page (a real link: a new tab works); money and percent as written. */
function useAgencyColumns() {
  const { limit, percent } = useAgencyMoney();
  // SPEC §2: the agency page needs agencies.update (or .self); a reader sees the name only.
  const canOpen = useCan(['agencies.update', 'agencies.self']);
  return useMemo<Record<string, Partial<GridColDef<ResourceRow>>>>(
    () => ({
      name: {
        flex: 1.5,
        minWidth: 180,
        renderCell: ({ row }) => {
          const name = recordTitle(row, 'name');
          return canOpen ? (
            <Link component={RouterLink} to={agencyPath(row.id)}>
              {name}
            </Link>
          ) : (
            name
          );
        },
      },
      commissionPercent: {
        valueFormatter: (value) => (typeof value === 'number' ? percent(value) : ''),
      },
      creditLimit: {
        valueFormatter: (value, row) =>
          typeof value === 'number' ? limit(value, String(row.currency ?? 'EUR')) : '–',
      },
    }),
    [canOpen, limit, percent],
  );
}

export interface AgencyListProps {
  /** Only the agencies of this group (the saved filter of `/agency/filter/:fid`). */
  group?: string;
  title?: string;
}

/** The agencies with their contracts: searched, filtered by type, group, payer and activity, as CSV. */
export function AgencyList({ group, title }: AgencyListProps) {
  const { t } = useTranslation();
  const columns = useAgencyColumns();
  const fixedFilter = useMemo(() => (group ? { group } : undefined), [group]);
  return (
    <ResourceList
      definition={agencyResource}
      title={title}
      intro={t('agencies.list.intro')}
      createPath="/agency/create"
      editPath={agencyPath}
      fixedFilter={fixedFilter}
      columnOverrides={columns}
    />
  );
}

/** /agency/list */
export function AgencyListPage() {
  return <AgencyList />;
}

/**
 * /agency/filter/:fid — the generic layer has no saved filters (yet), so the route's filter id is
 * read as an agency group: the list of that group's agencies, the drawer's way into a group.
 */
export function AgencyFilterPage() {
  const { fid } = useParams();
  const { t } = useTranslation();
  const group = useResource(agencyGroupResource, fid);
  const name = group.data ? recordTitle(group.data, 'name') : '';
  return (
    <AgencyList
      key={fid}
      group={fid}
      title={name ? t('agencies.list.groupTitle', { group: name }) : t('resources.agency.title')}
    />
  );
}
