import { userResource } from '@seaberth/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { recordTitle } from '../../resources/format-value.ts';
import { type FieldOverrides, ResourceForm } from '../../resources/resource-form.tsx';
import { useResourceRecord } from '../../resources/use-resource.ts';
import { useResourcePermissions } from '../../resources/use-resource-permissions.ts';
import { useResourceText } from '../../resources/use-resource-text.ts';
import { SetPasswordDialog } from './set-password-dialog.tsx';

/**
 * The user's settings get a sub-form here instead of the definition's JSON box: they are three
 * switches and a language, which an administrator should not have to type as JSON. On an existing
 * user the password is set through its own action, so the form never carries it.
 */
const CREATE_FIELDS: FieldOverrides = { settings: { widget: 'fields' } };
const EDIT_FIELDS: FieldOverrides = { ...CREATE_FIELDS, password: { hidden: true } };

/** /users/create and /users/:id */
export function UserEditPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useResourceText(userResource);
  const { canUpdate } = useResourcePermissions(userResource);
  const record = useResourceRecord(userResource, id);
  const [settingPassword, setSettingPassword] = useState(false);
  const fields = useMemo(() => (id ? EDIT_FIELDS : CREATE_FIELDS), [id]);

  const title = id
    ? record.data
      ? recordTitle(record.data, userResource.titleField)
      : text.one
    : t('resources.common.createOne', { kind: text.one });

  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Button component={RouterLink} to="/users" startIcon={<ArrowBackIcon />}>
          {text.title}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {id && canUpdate && record.data && (
          <Button variant="outlined" startIcon={<KeyOutlinedIcon />} onClick={() => setSettingPassword(true)}>
            {t('resources.users.setPassword')}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <ResourceForm
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
