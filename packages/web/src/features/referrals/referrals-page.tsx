import { referralResource } from '@seaberth/domain';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOverrides } from '../../resources/form-values.ts';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import type { ExtraRowAction } from '../../resources/use-row-actions.tsx';
import { ReferralCodeField } from './referral-code-field.tsx';
import { ReferralUsesDialog } from './referral-uses-dialog.tsx';

const count: Partial<GridColDef<ResourceRow>> = { type: 'number', flex: 0, width: 110 };

/**
 * /crm/referral — every guest's referral code: whose it is, the special a friend gets, the reward
 * the guest earns, how often it was given and rewarded; each code's bookings one click away.
 */
export function ReferralsPage() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ id: string; code: string } | null>(null);
  const actions = useCallback(
    (row: ResourceRow): ExtraRowAction[] => [
      {
        key: 'uses',
        label: t('referrals.showUses', { code: String(row.code ?? '') }),
        icon: <GroupAddIcon />,
        onClick: () => setShown({ id: row.id, code: String(row.code ?? '') }),
      },
    ],
    [t],
  );
  const columns = useMemo(() => ({ uses: count, rewards: count, actions: { width: 170 } }), []);
  const fields = useMemo<FieldOverrides>(
    () => ({ code: { render: (props) => <ReferralCodeField {...props} /> } }),
    [],
  );
  return (
    <>
      <ResourceList
        definition={referralResource}
        intro={t('referrals.intro')}
        inlineForm
        extraActions={actions}
        columnOverrides={columns}
        formFields={fields}
      />
      {shown && <ReferralUsesDialog id={shown.id} code={shown.code} onClose={() => setShown(null)} />}
    </>
  );
}
