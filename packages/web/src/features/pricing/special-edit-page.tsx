import { specialResource } from '@seaberth/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { FormSection } from '../../resources/resource-form.tsx';
import { ResourceEditPage } from '../../resources/resource-edit-page.tsx';
import { RuleBuilder } from './rule-builder.tsx';
import { SpecialPreview } from './special-preview.tsx';
import { SPECIAL_FIELDS } from './special-fields.tsx';

function specialSections(t: TFunction, id: string | undefined): FormSection[] {
  return [
    {
      key: 'basics',
      title: t('pricing.special.sections.basics'),
      intro: t('pricing.special.sections.basicsIntro'),
      paths: ['name', 'type', 'status', 'group', 'dateRange', 'description'],
    },
    {
      key: 'rule',
      title: t('pricing.special.sections.rule'),
      intro: t('pricing.special.sections.ruleIntro'),
      content: <RuleBuilder />,
    },
    {
      key: 'discount',
      title: t('pricing.special.sections.discount'),
      intro: t('pricing.special.sections.discountIntro'),
      paths: ['discount', 'discountValue', 'currency', 'target', 'scope', 'productCategories', 'includeIn'],
    },
    {
      key: 'flags',
      title: t('pricing.special.sections.flags'),
      intro: t('pricing.special.sections.flagsIntro'),
      paths: [
        'autoAdd',
        'unique',
        'reduce',
        'replaceMatchingRoomPrice',
        'excludeFromTax',
        'excludeFromCommission',
        'includeSpecialsWithSameRule',
        'editable',
        'deletable',
      ],
    },
    {
      key: 'preview',
      title: t('pricing.special.sections.preview'),
      intro: t('pricing.special.sections.previewIntro'),
      content: <SpecialPreview specialId={id} />,
    },
  ];
}

/** /specials/create and /specials/:id — a special: its rule, its discount, its flags and a live preview. */
export function SpecialEditPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const sections = useMemo(() => specialSections(t, id), [t, id]);
  return <ResourceEditPage definition={specialResource} sections={sections} fields={SPECIAL_FIELDS} />;
}
