import { type ResourceDefinition, type ResourceName, resourceDefinitions } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../app/lazy-screen.ts';
import { ResourceEditPage } from './resource-edit-page.tsx';
import { ResourceList } from './resource-list.tsx';

/** The definition a route names in its props (`resourceScreen`); a route naming none is a slip in the table. */
function definitionOf(props: ScreenProps): ResourceDefinition {
  const name = props.resource;
  if (typeof name === 'string' && Object.hasOwn(resourceDefinitions, name))
    return resourceDefinitions[name as ResourceName];
  throw new Error(`The route of ${props.labelKey} names no resource`);
}

/**
 * Where a plain resource's pages live: under the route's `base` (its list at the base itself), else
 * under `/{name}` (its list at `/{name}/list`); see route-builder's resourceRoutes.
 */
function pathsOf(props: ScreenProps, definition: ResourceDefinition) {
  const base = typeof props.base === 'string' ? props.base : undefined;
  const root = base ?? `/${definition.name}`;
  return {
    list: base ?? `${root}/list`,
    create: `${root}/create`,
    record: (id: string) => `${root}/${id}`,
  };
}

/** The list of a plain resource: the generic list, opening records on their own page. */
export function ResourceListScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const definition = definitionOf(props);
  const paths = pathsOf(props, definition);
  const intro = t(`resources.${definition.name}.intro`, { defaultValue: '' });
  return (
    <ResourceList
      definition={definition}
      intro={intro || undefined}
      createPath={paths.create}
      editPath={paths.record}
    />
  );
}

/** The create and record pages of a plain resource: its generic edit page. */
export function ResourceEditScreen(props: ScreenProps) {
  const definition = definitionOf(props);
  const paths = pathsOf(props, definition);
  return <ResourceEditPage definition={definition} listPath={paths.list} recordPath={paths.record} />;
}
