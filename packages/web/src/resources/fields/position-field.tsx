import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mapLink } from '../format-value.ts';
import { FieldGroup } from './field-group.tsx';
import type { FieldProps } from './field-props.ts';
import { NumberField } from './number-field.tsx';

/**
 * The position kind (`{ lat, lng }` in decimal degrees): one field of two numbers as a GPS shows
 * them, south and west below zero, with a link to the place on a map once both are in. Both empty
 * leave the position unknown.
 */
export function PositionField({ field, name, label, disabled, hint }: FieldProps) {
  const { t } = useTranslation();
  const [lat, lng] = useWatch({ name: [`${name}.lat`, `${name}.lng`] }) as unknown[];
  const link = mapLink({ lat, lng });
  const degrees = (key: 'lat' | 'lng', words: string) => {
    const part = field.fields?.find((f) => f.name === key);
    return part && <NumberField field={part} name={`${name}.${key}`} label={words} disabled={disabled} />;
  };
  return (
    <FieldGroup
      label={label}
      disabled={disabled}
      footer={
        <>
          {hint ?? t('resources.common.positionHint')}{' '}
          {link && (
            <Link href={link} target="_blank" rel="noopener noreferrer">
              {t('resources.common.showOnMap')}
              <OpenInNewIcon sx={{ fontSize: 'inherit', ml: 0.25, verticalAlign: 'middle' }} aria-hidden />
            </Link>
          )}
        </>
      }
    >
      {degrees('lat', t('resources.common.latitude'))}
      {degrees('lng', t('resources.common.longitude'))}
    </FieldGroup>
  );
}
