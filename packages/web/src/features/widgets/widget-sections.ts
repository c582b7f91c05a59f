import type { TFunction } from 'i18next';
import type { FormSection } from '../../resources/form-sections.ts';

/** The widget form in the order an operator sets one up: what it books, how it looks, where it runs. */
export function widgetSections(t: TFunction): FormSection[] {
  return [
    { key: 'basics', title: t('widgets.sections.basics'), paths: ['name', 'kind', 'isActive'] },
    {
      key: 'offer',
      title: t('widgets.sections.offer'),
      intro: t('widgets.sections.offerIntro'),
      paths: ['vessels', 'tours', 'resorts', 'roomTypes', 'onlinePayment'],
    },
    {
      key: 'look',
      title: t('widgets.sections.look'),
      intro: t('widgets.sections.lookIntro'),
      paths: ['primaryColor', 'language', 'currency'],
    },
    {
      key: 'websites',
      title: t('widgets.sections.websites'),
      intro: t('widgets.sections.websitesIntro'),
      paths: ['allowedOrigins'],
    },
  ];
}
