import { mailAccountResource } from '@seaberth/domain';
import LinkIcon from '@mui/icons-material/Link';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import { Alert, Chip, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { navigateExternal } from '../../app/external-navigation.ts';
import { formatInstant } from '../../app/format-dates.ts';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { resourceTitle } from '../../resources/use-resource-text.ts';
import type { ExtraRowAction } from '../../resources/use-row-actions.tsx';
import { MailAccountTestDialog } from './mail-account-test-dialog.tsx';

/** Whether an OAuth2 account holds a grant; password accounts need none. */
function connectedAt(row: ResourceRow): string | null {
  return typeof row.oauthConnectedAt === 'string' && row.oauthConnectedAt ? row.oauthConnectedAt : null;
}

/**
 * /config/mailaccounts (mail.update): the IMAP/SMTP accounts read in /mail. An OAuth2 account is
 * connected once at its authorization server, which sends the browser back here with
 * `?connected=<id>` or `?oauthError=<message>`; every account can test its logins.
 */
export function MailAccountsPage() {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const [testing, setTesting] = useState<ResourceRow | null>(null);
  const connect = useMutation({
    meta: { silent: true },
    mutationFn: (id: string) => api.GET('/api/mailaccount/{id}/oauth/connect', { path: { id } }),
    onSuccess: (answer) => navigateExternal(answer.url),
    onError: showError,
  });

  const actions = useCallback(
    (row: ResourceRow): ExtraRowAction[] => {
      const name = String(row.name ?? '');
      const connectAction: ExtraRowAction[] =
        row.auth === 'oauth2'
          ? [
              {
                key: 'connect',
                label: connectedAt(row)
                  ? t('mailAccounts.reconnect', { name })
                  : t('mailAccounts.connect', { name }),
                icon: <LinkIcon />,
                disabled: connect.isPending,
                onClick: () => connect.mutate(row.id),
              },
            ]
          : [];
      return [
        ...connectAction,
        {
          key: 'test',
          label: t('mailAccounts.test', { name }),
          icon: <NetworkCheckIcon />,
          onClick: () => setTesting(row),
        },
      ];
    },
    [t, connect],
  );

  const columns = useMemo<Record<string, Partial<GridColDef<ResourceRow>>>>(
    () => ({
      auth: { minWidth: 250, flex: 1.4, renderCell: ({ row }) => <AuthCell row={row} /> },
      actions: { width: 210 },
    }),
    [],
  );

  const connected = params.get('connected');
  const oauthError = params.get('oauthError');
  const dismiss = () => setParams({}, { replace: true });
  return (
    <>
      <PageHeading title={resourceTitle(t, mailAccountResource)} />
      {connected && (
        <Alert severity="success" onClose={dismiss} sx={{ mb: 2 }} data-testid="oauth-result">
          {t('mailAccounts.connected')}
        </Alert>
      )}
      {oauthError && (
        <Alert severity="error" onClose={dismiss} sx={{ mb: 2 }} data-testid="oauth-result">
          {t('mailAccounts.connectFailed', { error: oauthError })}
        </Alert>
      )}
      <ResourceList
        definition={mailAccountResource}
        hideTitle
        intro={
          <>
            {t('mailAccounts.intro')}{' '}
            <RouterLink to="/config/mail">{t('mailAccounts.settingsLink')}</RouterLink>
          </>
        }
        inlineForm
        extraActions={actions}
        columnOverrides={columns}
      />
      {testing && <MailAccountTestDialog account={testing} onClose={() => setTesting(null)} />}
    </>
  );
}

/** "OAuth2" with whether it is connected (and since when); a password account just says so. */
function AuthCell({ row }: { row: ResourceRow }) {
  const { t } = useTranslation();
  const label = t(`resources.options.auth.${String(row.auth)}`, { defaultValue: String(row.auth ?? '') });
  if (row.auth !== 'oauth2') return label;
  const since = connectedAt(row);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <span>{label}</span>
      <Chip
        size="small"
        color={since ? 'success' : 'warning'}
        variant="outlined"
        label={
          since
            ? t('mailAccounts.connectedSince', { date: formatInstant(since) })
            : t('mailAccounts.notConnected')
        }
      />
    </Stack>
  );
}
