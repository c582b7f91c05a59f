import { mailTemplateResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';

const templatePath = (id: string) => `/config/mailtemplates/${id}`;

/** /config/mailtemplates: every template; a row opens the editor, "new" starts an empty one. */
export function MailTemplatesPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={mailTemplateResource}
      intro={t('mailTemplates.listIntro')}
      createPath={templatePath('new')}
      editPath={templatePath}
    />
  );
}
