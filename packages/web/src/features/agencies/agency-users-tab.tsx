import { userResource } from '@seaberth/domain';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { QuerySection } from '../../app/query-section.tsx';
import { useCan } from '../../app/session-context.ts';
import { type ListParams, useResourceList } from '../../resources/use-resource.ts';

/**
 * The logins of the agency's agents: users whose `agency` is this one. The generic users list
 * filters by any stored column, so the server narrows them (`filter={"agency": id}`).
 */
export function AgencyUsersTab({ agency }: { agency: string }) {
  const { t } = useTranslation();
  const canEdit = useCan(['users.update']);
  const params = useMemo<ListParams>(
    () => ({ page: 0, size: 0, sort: 'name', order: 1, filter: { agency } }),
    [agency],
  );
  const users = useResourceList(userResource, params);
  return (
    <QuerySection
      id="agency-users"
      testId="agency-users"
      title={t('agencies.users.title')}
      query={users}
      isEmpty={(data) => data.data.length === 0}
      empty={t('agencies.users.empty')}
    >
      {(data) => (
        <TableContainer>
          <Table size="small" aria-label={t('agencies.users.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.name')}</TableCell>
                <TableCell>{t('fields.email')}</TableCell>
                <TableCell>{t('agencies.users.type')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((user) => (
                <TableRow key={user.id}>
                  <TableCell>
                    {canEdit ? (
                      <Link component={RouterLink} to={`/users/${user.id}`}>
                        {String(user.name ?? '')}
                      </Link>
                    ) : (
                      String(user.name ?? '')
                    )}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{String(user.email ?? '')}</TableCell>
                  <TableCell>
                    {t(`resources.options.userType.${String(user.userType)}`, {
                      defaultValue: String(user.userType ?? ''),
                    })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </QuerySection>
  );
}
