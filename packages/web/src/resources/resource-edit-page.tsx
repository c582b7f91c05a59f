import type { ResourceDefinition } from '@seaberth/domain';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { DeleteRecordButton } from './delete-record-button.tsx';
import { editPageTitle, recordTitle } from './format-value.ts';
import type { FormSection } from './form-sections.ts';
import type { FieldOverrides } from './form-values.ts';
import { RelatedRecordsTab } from './related-records-tab.tsx';
import { ResourceForm } from './resource-form.tsx';
import { type PageTab, TabbedPage } from './tabbed-page.tsx';
import { type RecordOfDefinition, useResource } from './use-resource.ts';
import { useResourcePermissions } from './use-resource-permissions.ts';
import { resourceTitle, useResourceText } from './use-resource-text.ts';

export interface ResourceEditPageProps<D extends ResourceDefinition> {
  definition: D;
  /** The list: the back link, Cancel, and where a deleted record leaves to; `/{name}/list` by default. */
  listPath?: string;
  /** The back link's words; the resource's title by default. */
  listLabel?: string;
  /** Back somewhere else than the list (a room goes back to its resort). */
  back?: { to: string; label: string };
  /** A stored record's page, where a new one goes once saved; `/{name}/{id}` by default. */
  recordPath?: (id: string) => string;
  /** The heading while a record is made and while it loads; "New …" and the kind by default. */
  titles?: { creating?: string; loading?: string };
  /** Under the heading; the record's kind by default. */
  subtitle?: ReactNode;
  /** The first tab's name, "Details" by default. */
  formLabel?: string;
  /** The generic form's panels, field adjustments and values a new record starts with. */
  sections?: FormSection[];
  fields?: FieldOverrides;
  defaults?: Record<string, unknown>;
  /** Beside the form once the record is stored (a widget's snippet). */
  aside?: (record: RecordOfDefinition<D>) => ReactNode;
  /** Under the form once the record is stored (a room's blockers). */
  below?: (record: RecordOfDefinition<D>) => ReactNode;
  /** Tabs of a stored record after the form and the definition's own `tabs`. */
  tabs?: (id: string, record: RecordOfDefinition<D> | undefined) => PageTab[];
  /** Buttons right of the heading once the record is stored. */
  actions?: (record: RecordOfDefinition<D>) => ReactNode;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * `/{resource}/create` and `/{resource}/:id`: a record's page from its definition. The generic
 * form is the first tab and stays mounted, so its unsaved edits survive a look at another tab
 * (leaving the page asks first); a stored record can be deleted here. The definition's related
 * records and the caller's tabs follow once the record is stored.
 */
export function ResourceEditPage<D extends ResourceDefinition>(props: ResourceEditPageProps<D>) {
  const { definition, sections, fields, defaults, aside, below } = props;
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useResourceText(definition);
  const { canDelete } = useResourcePermissions(definition);
  const record = useResource(definition, id);
  const stored = id ? record.data : undefined;
  const listPath = props.listPath ?? `/${definition.name}/list`;
  const recordPath = props.recordPath ?? ((saved: string) => `/${definition.name}/${saved}`);
  const back = props.back ?? { to: listPath, label: props.listLabel ?? text.title };
  const kind = upperFirst(text.one);
  const title = editPageTitle(id, stored, definition.titleField, {
    loading: props.titles?.loading ?? kind,
    creating: props.titles?.creating ?? t('resources.common.createOne', { kind: text.one }),
  });

  const form = (
    <ResourceForm
      definition={definition}
      id={id}
      sections={sections}
      fields={fields}
      defaults={defaults}
      onSaved={(saved, created) => {
        if (created) navigate(recordPath(saved.id), { replace: true });
      }}
      onCancel={() => navigate(back.to)}
      actions={
        id && stored && canDelete ? (
          <DeleteRecordButton
            definition={definition}
            id={id}
            name={recordTitle(stored, definition.titleField)}
            kind={text.one}
            onDeleted={() => navigate(listPath, { replace: true })}
          />
        ) : undefined
      }
    />
  );
  const content = (
    <>
      {stored && aside ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>{form}</Box>
          {aside(stored)}
        </Box>
      ) : (
        form
      )}
      {stored && below?.(stored)}
    </>
  );
  const tabs: PageTab[] = [
    { value: 'details', label: props.formLabel ?? t('resources.common.details'), content, keepMounted: true },
  ];
  if (id) {
    for (const related of definition.tabs ?? []) {
      tabs.push({
        value: related.resource.name,
        label: resourceTitle(t, related.resource),
        content: <RelatedRecordsTab related={related} id={id} />,
      });
    }
    tabs.push(...(props.tabs?.(id, stored) ?? []));
  }
  return (
    <TabbedPage
      back={back}
      title={title}
      subtitle={props.subtitle ?? (id ? kind : undefined)}
      actions={stored && props.actions?.(stored)}
      tabs={tabs}
    />
  );
}
