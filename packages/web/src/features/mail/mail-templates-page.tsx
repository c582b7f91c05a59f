import { mailTemplateResource } from '@seaberth/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipsCell } from '../../resources/resource-cells.tsx';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';

const templatePath = (id: string) => `/config/mailtemplates/${id}`;

const words = (value: unknown, word: (code: string) => string) =>
  Array.isArray(value) ? value.map((code) => word(String(code))) : [];

/** /config/mailtemplates: every template; a row opens the editor, "new" starts an empty one. */
export function MailTemplatesPage() {
  const { t } = useTranslation();
  // Types, states and documents in words, never their codes.
  const columns = useMemo<Record<string, Partial<GridColDef<ResourceRow>>>>(
    () => ({
      type: { valueFormatter: (value) => (value ? t(`mailTemplates.types.${String(value)}`) : '') },
      states: {
        renderCell: ({ value }) => (
          <ChipsCell values={words(value, (code) => t(`bookings.options.state.${code}`))} />
        ),
      },
      attachments: {
        renderCell: ({ value }) => (
          <ChipsCell values={words(value, (code) => t(`mailTemplates.documents.${code}`))} />
        ),
      },
    }),
    [t],
  );
  return (
    <ResourceList
      definition={mailTemplateResource}
      intro={t('mailTemplates.listIntro')}
      createPath={templatePath('new')}
      editPath={templatePath}
      columnOverrides={columns}
    />
  );
}
