import { Box, FormHelperText, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../i18n/validation-messages.ts';
import { useReferenceOptions } from '../../resources/use-reference-options.ts';
import { FormSelect } from './form-select.tsx';
import { useRoomTypeOptions, useVesselDecks } from './use-asset-children.ts';

export interface RoomAssetFieldsProps {
  /** An existing room stays a room (or a cabin); only its resort or vessel may change. */
  kindLocked: boolean;
}

type AssetKind = 'resort' | 'vessel';

/**
 * Where the room is: a resort room or a vessel cabin (the type follows the asset, as the schema
 * demands), which resort or vessel, and its room type and deck, offered only from that asset.
 */
export function RoomAssetFields({ kindLocked }: RoomAssetFieldsProps) {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const { errors } = useFormState();
  const type = useWatch({ name: 'type' }) as string;
  const kind: AssetKind = type === 'Cabin' ? 'vessel' : 'resort';
  const assetId = String(useWatch({ name: kind }) ?? '');
  const assets = useReferenceOptions(kind);
  const roomTypes = useRoomTypeOptions(kind, assetId);
  const { decks } = useVesselDecks(kind === 'vessel' ? assetId : '');
  const dirty = { shouldDirty: true, shouldValidate: false } as const;

  const clearChildren = () => {
    setValue('roomType', '', dirty);
    setValue('deck', '', dirty);
  };
  const switchKind = (next: AssetKind) => {
    setValue('type', next === 'vessel' ? 'Cabin' : 'Room', dirty);
    setValue(next === 'vessel' ? 'resort' : 'vessel', '', dirty);
    clearChildren();
  };
  // Rules across fields land on `type` or `resort`; show them where the user picks the asset.
  const crossError = ['type', 'resort', 'vessel']
    .map((path) => (get(errors, path) as { message?: string } | undefined)?.message)
    .find(Boolean);

  return (
    <Stack spacing={2}>
      <Box>
        <ToggleButtonGroup
          exclusive
          color="primary"
          size="small"
          value={kind}
          disabled={kindLocked}
          aria-label={t('assets.room.belongsTo')}
          onChange={(_event, next: AssetKind | null) => next && next !== kind && switchKind(next)}
        >
          <ToggleButton value="resort">{t('assets.room.kindRoom')}</ToggleButton>
          <ToggleButton value="vessel">{t('assets.room.kindCabin')}</ToggleButton>
        </ToggleButtonGroup>
        {kindLocked && <FormHelperText>{t('assets.room.kindLockedHint')}</FormHelperText>}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormSelect
          key={kind}
          name={kind}
          label={t(kind === 'vessel' ? 'assets.room.vessel' : 'assets.room.resort')}
          options={assets.options.map((option) => ({ value: option.id, label: option.label }))}
          required
          extraError={crossError ? translateValidationMessage(crossError, t) : undefined}
          onPicked={clearChildren}
        />
        <FormSelect
          name="roomType"
          label={t('assets.room.roomType')}
          options={roomTypes}
          emptyLabel={t('assets.room.noRoomType')}
          disabled={assetId === ''}
          hint={
            assetId === ''
              ? t('assets.room.pickAssetFirst')
              : roomTypes.length === 0
                ? t('assets.room.noRoomTypesYet')
                : undefined
          }
        />
        {kind === 'vessel' && (
          <FormSelect
            name="deck"
            label={t('assets.room.deck')}
            options={decks.map((deck) => ({ value: deck.id, label: deck.name }))}
            emptyLabel={t('assets.room.noDeck')}
            disabled={assetId === ''}
            hint={assetId !== '' && decks.length === 0 ? t('assets.room.noDecksYet') : undefined}
          />
        )}
      </Box>
    </Stack>
  );
}
