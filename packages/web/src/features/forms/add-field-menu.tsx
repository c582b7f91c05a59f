import { DISPLAY_FIELD_TYPES, FORM_FIELD_TYPES, type FormFieldType } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import { Button, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldTypeIcon } from './field-type-icon.tsx';

const ASKING = FORM_FIELD_TYPES.filter((type) => !DISPLAY_FIELD_TYPES.includes(type));
const SHOWING = FORM_FIELD_TYPES.filter((type) => DISPLAY_FIELD_TYPES.includes(type));

/** "Add field": the 15 types with their pictures, questions first, then what only shows. */
export function AddFieldMenu({
  onAdd,
  disabled,
}: {
  onAdd: (type: FormFieldType) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const item = (type: FormFieldType) => (
    <MenuItem
      key={type}
      onClick={() => {
        setAnchor(null);
        onAdd(type);
      }}
    >
      <ListItemIcon>
        <FieldTypeIcon type={type} fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={t(`forms.types.${type}`)} secondary={t(`forms.typeHints.${type}`)} />
    </MenuItem>
  );
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        disabled={disabled}
      >
        {t('forms.builder.addField')}
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 480 } } }}
      >
        <ListSubheader>{t('forms.builder.asking')}</ListSubheader>
        {ASKING.map(item)}
        <ListSubheader>{t('forms.builder.showing')}</ListSubheader>
        {SHOWING.map(item)}
      </Menu>
    </>
  );
}
