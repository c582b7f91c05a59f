import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import { Divider, ListItemText, MenuItem, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { MenuButton } from '../../app/menu-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';

/**
 * "Personal data": a customer's privacy requests in two clicks — everything held about them as a
 * JSON file or a PDF (GDPR Art. 15, `GET {id}/privacy/export`), and erasure (Art. 17,
 * `POST {id}/privacy/erase`) after a confirmation that says what goes and what stays. The server
 * logs each request.
 */
export function PrivacyMenu({ customer, name }: { customer: string; name: string }) {
  const { t, i18n } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [erasing, setErasing] = useState(false);
  const download = (format: 'json' | 'pdf') => {
    setDownloading(true);
    const language = i18n.language === 'de' ? 'de' : 'en';
    api
      .download(`/api/customer/${customer}/privacy/export`, { format, language })
      .then(() => showSuccess(t('customers.privacy.exported')))
      .catch(showError)
      .finally(() => setDownloading(false));
  };
  const erase = useMutation({
    meta: { silent: true },
    mutationFn: () => api.POST('/api/customer/{id}/privacy/erase', { path: { id: customer } }),
    onSuccess: (done) => {
      setErasing(false);
      showSuccess(t('customers.privacy.erased', { name: done.name, invoices: done.kept.invoices }));
      // Every list and section of the page named the person: all of it is read again.
      void queryClient.invalidateQueries();
    },
  });
  return (
    <>
      <MenuButton
        label={t('customers.privacy.button')}
        menuLabel={t('customers.privacy.menu')}
        icon={<PrivacyTipOutlinedIcon />}
        pending={downloading}
      >
        {(close) => [
          <MenuItem
            key="json"
            onClick={() => {
              close();
              download('json');
            }}
          >
            <ListItemText
              primary={t('customers.privacy.exportJson')}
              secondary={t('customers.privacy.exportHint')}
            />
          </MenuItem>,
          <MenuItem
            key="pdf"
            onClick={() => {
              close();
              download('pdf');
            }}
          >
            <ListItemText primary={t('customers.privacy.exportPdf')} />
          </MenuItem>,
          <Divider key="divider" />,
          <MenuItem
            key="erase"
            onClick={() => {
              close();
              erase.reset();
              setErasing(true);
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemText primary={t('customers.privacy.erase')} />
          </MenuItem>,
        ]}
      </MenuButton>
      {erasing && (
        <ActionDialog
          title={t('customers.privacy.eraseTitle', { name })}
          submitLabel={t('customers.privacy.eraseSubmit')}
          destructive
          pending={erase.isPending}
          error={erase.isError ? { text: describeError(erase.error, t) } : null}
          onClose={() => setErasing(false)}
          onSubmit={() => erase.mutate()}
          testId="erase-customer-dialog"
        >
          <Typography>{t('customers.privacy.eraseGoes')}</Typography>
          <Typography>{t('customers.privacy.eraseStays')}</Typography>
          <Typography color="text.secondary">{t('customers.privacy.eraseFinal')}</Typography>
        </ActionDialog>
      )}
    </>
  );
}
