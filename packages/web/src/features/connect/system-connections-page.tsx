import LinkIcon from '@mui/icons-material/Link';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import { Alert } from '@mui/material';
import { systemConnectionResource } from '@seaberth/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { PageHeading } from '../../app/page-heading.tsx';
import { TestResultDialog } from '../../app/test-result-dialog.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { resourceTitle } from '../../resources/use-resource-text.ts';
import type { ExtraRowAction } from '../../resources/use-row-actions.tsx';

/** Room for test and link beside edit and delete. */
const COLUMNS = { actions: { width: 210 } };

/**
 * /config/systems (admin, feature connect): other Seaberth installations of the group and external
 * systems, with the shared secret (write-only), a test of each connection, and a link of one's
 * own account to the account with the same e-mail over there (what a jump logs in as).
 */
export function SystemConnectionsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { showError, showSuccess } = useSnackbar();
  const [testing, setTesting] = useState<ResourceRow | null>(null);
  const link = useMutation({
    meta: { silent: true },
    mutationFn: (system: string) =>
      api.POST('/api/users/{user}/link/{system}', { path: { user: user?.id ?? '', system }, body: {} }),
    onSuccess: (answer) =>
      showSuccess(t('connect.linked', { name: answer.externalName, email: answer.externalEmail })),
    onError: showError,
  });

  const actions = useCallback(
    (row: ResourceRow): ExtraRowAction[] => {
      const name = String(row.name ?? '');
      if (row.type !== 'seaberth') return [];
      return [
        {
          key: 'test',
          label: t('connect.test', { name }),
          icon: <NetworkCheckIcon />,
          onClick: () => setTesting(row),
        },
        {
          key: 'link',
          label: t('connect.linkMe', { name }),
          icon: <LinkIcon />,
          disabled: link.isPending || !user,
          onClick: () => link.mutate(String(row.key)),
        },
      ];
    },
    [t, link, user],
  );

  return (
    <>
      <PageHeading title={resourceTitle(t, systemConnectionResource)} />
      <ResourceList
        definition={systemConnectionResource}
        hideTitle
        intro={t('connect.intro')}
        inlineForm
        extraActions={actions}
        columnOverrides={COLUMNS}
      />
      {testing && <ConnectionTestDialog connection={testing} onClose={() => setTesting(null)} />}
    </>
  );
}

/** Calls the other installation with a signed ping and says whether it answered, or why not. */
function ConnectionTestDialog({ connection, onClose }: { connection: ResourceRow; onClose: () => void }) {
  const { t } = useTranslation();
  const name = String(connection.name ?? '');
  const test = useQuery({
    queryKey: ['systemconnection', connection.id, 'test'],
    queryFn: () => api.POST('/api/systemconnection/{id}/test', { path: { id: connection.id } }),
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });
  return (
    <TestResultDialog
      title={t('connect.testTitle', { name })}
      test={test}
      testingLabel={t('connect.testing')}
      againLabel={t('connect.testAgain')}
      onClose={onClose}
    >
      {(answer) => (
        <Alert severity={answer.ok ? 'success' : 'error'} data-testid="connection-test-result">
          {answer.ok
            ? t('connect.testWorks', {
                name: answer.remoteName ?? name,
                version: answer.version ?? '',
                ms: answer.ms,
              })
            : t('connect.testFailed', { name, reason: answer.reason ?? '' })}
        </Alert>
      )}
    </TestResultDialog>
  );
}
