import { customerGroupResource, customerResource } from '@seaberth/domain';
import { Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useCan } from '../../app/session-context.ts';
import { recordTitle } from '../../resources/format-value.ts';
import { ResourceList } from '../../resources/resource-list.tsx';
import { type ResourceRow, useResource } from '../../resources/use-resource.ts';

/**
 * The name opens the customer's record to read (a real link: a new tab works), as agencies link
 * theirs; the row's edit action still opens the form. An agent (a group's list) has no record page.
 */
function useCustomerColumns() {
  const canView = useCan(['customers.read', 'customers.self']);
  return useMemo(() => {
    const columns: Record<string, Partial<GridColDef<ResourceRow>>> = {};
    if (canView)
      columns.fullName = {
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/customer/view/${row.id}`}>
            {recordTitle(row, 'fullName')}
          </Link>
        ),
      };
    return columns;
  }, [canView]);
}

/** Guests and bookers, searched by name and e-mail; with `group`, only that group's. */
function CustomerList({ group, title }: { group?: string; title?: string }) {
  const { t } = useTranslation();
  const fixedFilter = useMemo(() => (group ? { group } : undefined), [group]);
  const columns = useCustomerColumns();
  return (
    <ResourceList
      definition={customerResource}
      title={title}
      intro={t('customers.listIntro')}
      createPath="/customer/create"
      editPath={(id) => `/customer/${id}`}
      fixedFilter={fixedFilter}
      columnOverrides={columns}
    />
  );
}

/** /customer/list */
export function CustomerListPage() {
  return <CustomerList />;
}

/**
 * /customer/group/:fid — a customer group's customers, as /agency/filter/:fid lists an agency
 * group's: the way in from /customer/group.
 */
export function CustomerFilterPage() {
  const { fid } = useParams();
  const { t } = useTranslation();
  const group = useResource(customerGroupResource, fid);
  const name = group.data ? recordTitle(group.data, 'name') : '';
  return (
    <CustomerList
      key={fid}
      group={fid}
      title={name ? t('customers.groupList', { name }) : t('resources.customer.title')}
    />
  );
}
