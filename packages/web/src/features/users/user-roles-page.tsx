import { userRoleResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';

/** /userroles: a role is a named list of scopes, small enough to edit in a dialog. */
export function UserRolesPage() {
  const { t } = useTranslation();
  return <ResourceList definition={userRoleResource} inlineForm intro={t('resources.userrole.intro')} />;
}
