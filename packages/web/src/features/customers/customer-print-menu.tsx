import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useOpenDocument } from '../../app/use-open-document.ts';

const TEMPLATES = ['sheet', 'stays'] as const;

/** The customer's sheet or their trips and stays as a PDF (`POST /api/customer/{id}/print/{template}`). */
export function CustomerPrintMenu({ customer }: { customer: string }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const printing = useOpenDocument({ onError: showError });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const print = (template: (typeof TEMPLATES)[number]) => {
    setAnchor(null);
    const path = `/api/customer/${encodeURIComponent(customer)}/print/${template}`;
    // A POST (the server's choice); the template and format say everything, so the body is empty.
    void printing.open(template, path, { format: 'pdf' }, { body: {} });
  };
  return (
    <>
      <PendingButton
        pending={printing.pending !== null}
        startIcon={<PrintOutlinedIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('prints.customer.button')}
      </PendingButton>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('prints.customer.menu') } }}
      >
        {TEMPLATES.map((template) => (
          <MenuItem key={template} onClick={() => print(template)}>
            {t(`prints.customer.${template}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
