import { agencyGroupResource } from '@seaberth/domain';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import type { ExtraRowAction } from '../../resources/use-row-actions.tsx';

/** /agency/group — the groups agencies are filed under (lists, filters, specials by group). */
export function AgencyGroupsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useCallback(
    (row: ResourceRow): ExtraRowAction[] => [
      {
        key: 'agencies',
        label: t('agencies.groups.showAgencies', { name: String(row.name ?? '') }),
        icon: <ListAltIcon />,
        onClick: () => navigate(`/agency/filter/${row.id}`),
      },
    ],
    [t, navigate],
  );
  const columns = useMemo(() => ({ actions: { width: 170 } }), []);
  return (
    <ResourceList
      definition={agencyGroupResource}
      intro={t('agencies.groups.intro')}
      inlineForm
      extraActions={actions}
      columnOverrides={columns}
    />
  );
}
