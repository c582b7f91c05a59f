import { customerGroupResource } from '@seaberth/domain';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import type { ExtraRowAction } from '../../resources/use-row-actions.tsx';

/** /customer/group — the groups guests are filed under, each with the way to its customers. */
export function CustomerGroupsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useCallback(
    (row: ResourceRow): ExtraRowAction[] => [
      {
        key: 'customers',
        label: t('customers.showCustomers', { name: String(row.name ?? '') }),
        icon: <ListAltIcon />,
        onClick: () => navigate(`/customer/group/${row.id}`),
      },
    ],
    [t, navigate],
  );
  const columns = useMemo(() => ({ actions: { width: 170 } }), []);
  return (
    <ResourceList
      definition={customerGroupResource}
      intro={t('customers.groupsIntro')}
      inlineForm
      extraActions={actions}
      columnOverrides={columns}
    />
  );
}
