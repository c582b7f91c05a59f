import type { TFunction } from 'i18next';
import type { FormSection } from '../../resources/form-sections.ts';

/** The agency form in the parts an operator fills in: who, where, the contract, notes. */
export function agencySections(t: TFunction): FormSection[] {
  return [
    {
      key: 'details',
      title: t('agencies.sections.details'),
      paths: ['name', 'type', 'group', 'email', 'phone', 'website', 'taxNumber', 'vatId', 'isActive'],
    },
    { key: 'address', title: t('agencies.sections.address'), paths: ['address.*'] },
    {
      key: 'contract',
      title: t('agencies.sections.contract'),
      intro: t('agencies.sections.contractIntro'),
      paths: [
        'commissionPercent',
        'commissionMode',
        'rateMode',
        'payer',
        'currency',
        'creditLimit',
        'termsOfPayment',
      ],
    },
    { key: 'notes', title: t('agencies.sections.notes'), paths: ['notes'] },
  ];
}
