import type { TFunction } from 'i18next';
import type { FieldOverrides } from '../../resources/form-values.ts';
import type { FormSection } from '../../resources/form-sections.ts';

/**
 * The resort's e-mail is "an address or empty" (a union), which the generic layer does not read
 * as text yet and would offer as JSON; it is an e-mail input.
 */
export const RESORT_OVERRIDES: FieldOverrides = { email: { widget: 'email' } };

function descriptionAndImages(t: TFunction): FormSection[] {
  return [
    {
      key: 'descriptions',
      title: t('assets.sections.descriptions'),
      intro: t('assets.sections.descriptionsIntro'),
      paths: ['description'],
    },
    {
      key: 'images',
      title: t('assets.sections.images'),
      intro: t('assets.sections.imagesIntro'),
      paths: ['images'],
    },
  ];
}

export function resortSections(t: TFunction): FormSection[] {
  return [
    {
      key: 'general',
      title: t('assets.sections.general'),
      paths: ['name', 'internalId', 'email', 'phone', 'isActive'],
    },
    { key: 'address', title: t('assets.sections.address'), paths: ['address.*'] },
    {
      key: 'times',
      title: t('assets.sections.timesAndCurrencies'),
      intro: t('assets.sections.timesIntro'),
      paths: ['timezone', 'checkInTime', 'checkOutTime', 'currencies', 'onlinePayment'],
    },
    ...descriptionAndImages(t),
  ];
}

export function vesselSections(t: TFunction): FormSection[] {
  return [
    {
      key: 'general',
      title: t('assets.sections.general'),
      paths: ['name', 'internalId', 'homePort', 'isActive'],
    },
    {
      key: 'ship',
      title: t('assets.sections.ship'),
      paths: ['lengthInMeters', 'builtYear', 'crewSize'],
    },
    {
      key: 'times',
      title: t('assets.sections.timezoneAndCurrencies'),
      intro: t('assets.sections.vesselTimesIntro'),
      paths: ['timezone', 'currencies', 'onlinePayment'],
    },
    ...descriptionAndImages(t),
  ];
}
