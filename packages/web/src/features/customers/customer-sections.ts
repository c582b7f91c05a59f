import type { TFunction } from 'i18next';
import type { FormSection } from '../../resources/form-sections.ts';

/** The customer form in the wire's groups (SPEC §3): who, how to reach, where, travel document. */
export function customerSections(t: TFunction): FormSection[] {
  return [
    {
      key: 'masterData',
      title: t('customers.sections.masterData'),
      paths: ['masterData.*', 'customerType'],
    },
    { key: 'contact', title: t('customers.sections.contact'), paths: ['contact.*'] },
    { key: 'address', title: t('customers.sections.address'), paths: ['address.*'] },
    {
      key: 'passport',
      title: t('customers.sections.passport'),
      intro: t('customers.sections.passportIntro'),
      paths: ['passport.*'],
    },
    { key: 'diver', title: t('customers.sections.diver'), paths: ['diver.*'] },
    { key: 'gear', title: t('customers.sections.gear'), paths: ['gear.*'] },
    { key: 'note', title: t('customers.sections.note'), paths: ['note'] },
  ];
}
