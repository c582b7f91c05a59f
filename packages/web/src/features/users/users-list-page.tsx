import { userResource } from '@seaberth/domain';
import { ResourceList } from '../../resources/resource-list.tsx';

const userPath = (id: string) => `/users/${id}`;

/** /users: users are edited on their own page (roles, scopes, settings and assets need the room). */
export function UsersListPage() {
  return <ResourceList definition={userResource} createPath="/users/create" editPath={userPath} />;
}
