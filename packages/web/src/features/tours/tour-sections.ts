import type { TFunction } from 'i18next';
import type { FormSection } from '../../resources/form-sections.ts';

/** The tour form in the order an operator plans an itinerary: what, where, told how, shown how. */
export function tourSections(t: TFunction): FormSection[] {
  return [
    {
      key: 'basics',
      title: t('tours.tour.sections.basics'),
      intro: t('tours.tour.sections.basicsIntro'),
      paths: ['name', 'internalId', 'vessel', 'nights', 'isActive'],
    },
    {
      key: 'route',
      title: t('tours.tour.sections.route'),
      paths: ['destination', 'embarkationPort', 'disembarkationPort'],
    },
    {
      key: 'descriptions',
      title: t('tours.tour.sections.descriptions'),
      intro: t('tours.tour.sections.descriptionsIntro'),
      paths: ['description'],
    },
    {
      key: 'images',
      title: t('tours.tour.sections.images'),
      intro: t('tours.tour.sections.imagesIntro'),
      paths: ['images'],
    },
  ];
}
