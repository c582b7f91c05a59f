import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../app/menu-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useOpenDocument } from '../../app/use-open-document.ts';

const TEMPLATES = ['sheet', 'stays'] as const;

/** The customer's sheet or their trips and stays as a PDF (`POST /api/customer/{id}/print/{template}`). */
export function CustomerPrintMenu({ customer }: { customer: string }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const printing = useOpenDocument({ onError: showError });
  const print = (template: (typeof TEMPLATES)[number]) => {
    const path = `/api/customer/${encodeURIComponent(customer)}/print/${template}`;
    // A POST (the server's choice); the template and format say everything, so the body is empty.
    void printing.open(template, path, { format: 'pdf' }, { body: {} });
  };
  return (
    <MenuButton
      label={t('prints.customer.button')}
      menuLabel={t('prints.customer.menu')}
      icon={<PrintOutlinedIcon />}
      pending={printing.pending !== null}
    >
      {(close) =>
        TEMPLATES.map((template) => (
          <MenuItem
            key={template}
            onClick={() => {
              close();
              print(template);
            }}
          >
            {t(`prints.customer.${template}`)}
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
