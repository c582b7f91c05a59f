import type { TFunction } from 'i18next';
import type { FieldOverrides } from '../../resources/form-values.ts';
import { type FormSection, OWN_EDITOR } from '../../resources/form-sections.ts';
import { RoomAssetFields } from './room-asset-fields.tsx';
import { RoomBedTypes, RoomFlags } from './room-equipment.tsx';

/**
 * Configuration is edited field by field (the definition names the beds' own widget); the extra
 * bed types sit with the room's default bed type in their own editor.
 */
export const ROOM_OVERRIDES: FieldOverrides = {
  additionalBedTypes: OWN_EDITOR,
  // The position on the deck plan is placed on the plan, not typed; it is kept as stored.
  plan: { hidden: true },
};

export function roomSections(t: TFunction, editing: boolean): FormSection[] {
  return [
    {
      key: 'asset',
      title: t('assets.sections.roomAsset'),
      intro: t('assets.sections.roomAssetIntro'),
      content: <RoomAssetFields kindLocked={editing} />,
    },
    {
      key: 'general',
      title: t('assets.sections.general'),
      paths: ['name', 'internalId', 'isActive', 'isVisible', 'hide', 'blocked'],
    },
    {
      key: 'guests',
      title: t('assets.sections.guests'),
      intro: t('assets.sections.guestsIntro'),
      paths: [
        'configuration.minNoOfPax',
        'configuration.defaultNoOfPax',
        'configuration.maxNoOfPax',
        'allowSharedRoom',
        'allowMixedGender',
      ],
      content: <RoomFlags />,
    },
    {
      key: 'beds',
      title: t('assets.sections.beds'),
      intro: t('assets.sections.bedsIntro'),
      lead: <RoomBedTypes />,
      paths: ['configuration.beds'],
    },
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
