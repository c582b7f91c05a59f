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

/** `/{name}/list` of a plain resource: the generic list, opening records on their own page. */
export function ResourceListScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const definition = definitionOf(props);
  const base = `/${definition.name}`;
  const intro = t(`resources.${definition.name}.intro`, { defaultValue: '' });
  return (
    <ResourceList
      definition={definition}
      intro={intro || undefined}
      createPath={`${base}/create`}
      editPath={(id) => `${base}/${id}`}
    />
  );
}

/** `/{name}/create` and `/{name}/:id` of a plain resource: its generic edit page. */
export function ResourceEditScreen(props: ScreenProps) {
  return <ResourceEditPage definition={definitionOf(props)} />;
}
