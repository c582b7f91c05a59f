import { Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  anchor: HTMLElement;
  onClose: () => void;
  onOpen: () => void;
  onMove: () => void;
}

/**
 * What can be done with a stay on the chart besides dragging it: open its booking, or move it
 * through a form. Opened by the menu key (Shift+F10) on a focused stay or by a right click.
 */
export function StayMenu({ anchor, onClose, onOpen, onMove }: Props) {
  const { t } = useTranslation();
  return (
    <Menu open anchorEl={anchor} onClose={onClose}>
      <MenuItem onClick={onOpen}>{t('occupancy.grid.open')}</MenuItem>
      <MenuItem onClick={onMove}>{t('occupancy.grid.move')}</MenuItem>
    </Menu>
  );
}
