import { type FeatureState, userResource } from '@seaberth/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { Box, Button, Paper, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { editPageTitle } from '../../resources/format-value.ts';
import { type FieldOverrides, ResourceForm } from '../../resources/resource-form.tsx';
import { useResource } from '../../resources/use-resource.ts';
import { useResourcePermissions } from '../../resources/use-resource-permissions.ts';
import { useResourceText } from '../../resources/use-resource-text.ts';
import { SetPasswordDialog } from './set-password-dialog.tsx';

const ASSET_KINDS = ['resort', 'vessel'] as const;

/**
 * How this page edits a user, beyond the definition's defaults:
 * - settings: a sub-form instead of the JSON box (three switches and a language);
 * - resorts, vessels: picks of the existing records (ids are what the server stores), and the home
 *   asset one pick over both, stored as `{ ref, type }`. An area that is switched off offers none
 *   (its list answers 404), so its field is left out and the stored value kept;
 * - agency: hidden for now (an agent's agency is given where the agency's users are kept); the
 *   stored value is kept;
 * - customer: the customer field kind, so a customer login is linked by the customer's name;
 * - password: on an existing user it is set through its own action, so the form never carries it.
 */
export function userFormFields(features: Partial<FeatureState>, editing: boolean): FieldOverrides {
  const assets = ASSET_KINDS.filter((kind) => features[kind] === true);
  return {
    settings: { widget: 'fields' },
    // The home asset on its own row, the resorts and vessels side by side below it.
    asset: { widget: 'reference', ref: assets, hidden: assets.length === 0, wide: true },
    resorts: { widget: 'reference', ref: 'resort', hidden: !assets.includes('resort'), wide: false },
    vessels: { widget: 'reference', ref: 'vessel', hidden: !assets.includes('vessel'), wide: false },
    agency: { hidden: true },
    ...(editing ? { password: { hidden: true } } : {}),
  };
}

/** /users/create and /users/:id */
export function UserEditPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useResourceText(userResource);
  const { canUpdate } = useResourcePermissions(userResource);
  const record = useResource(userResource, id);
  const [settingPassword, setSettingPassword] = useState(false);
  const { features } = useSession();
  const resortsOn = features.resort === true;
  const vesselsOn = features.vessel === true;
  const fields = useMemo(
    () => userFormFields({ resort: resortsOn, vessel: vesselsOn }, Boolean(id)),
    [resortsOn, vesselsOn, id],
  );

  const title = editPageTitle(id, record.data, userResource.titleField, {
    loading: text.one,
    creating: t('resources.common.createOne', { kind: text.one }),
  });

  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Button component={RouterLink} to="/users" startIcon={<ArrowBackIcon />}>
          {text.title}
        </Button>
      </Stack>
      <PageHeading
        title={title}
        actions={
          id &&
          canUpdate &&
          record.data && (
            <Button
              variant="outlined"
              startIcon={<KeyOutlinedIcon />}
              onClick={() => setSettingPassword(true)}
            >
              {t('resources.users.setPassword')}
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <ResourceForm
          // The form's values take the widgets' shapes when it starts: a switched area starts it anew.
          key={`${resortsOn}:${vesselsOn}`}
          definition={userResource}
          id={id}
          fields={fields}
          onSaved={(saved, created) => {
            if (created) navigate(`/users/${saved.id}`, { replace: true });
          }}
          onCancel={() => navigate('/users')}
        />
      </Paper>
      {settingPassword && id && record.data && (
        <SetPasswordDialog
          userId={id}
          email={String(record.data.email ?? '')}
          name={title}
          onClose={() => setSettingPassword(false)}
        />
      )}
    </Box>
  );
}
