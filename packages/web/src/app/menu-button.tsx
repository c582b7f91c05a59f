import { Menu } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { PendingButton } from './pending-button.tsx';

/**
 * A button that opens a menu of actions (print this or that, download or erase): the ARIA wiring
 * of button and menu in one place. `children` gets `close`, which each item calls before acting.
 */
export function MenuButton({
  label,
  menuLabel,
  icon,
  pending = false,
  children,
}: {
  label: ReactNode;
  menuLabel: string;
  icon?: ReactNode;
  pending?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <PendingButton
        pending={pending}
        startIcon={icon}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </PendingButton>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-label': menuLabel } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
