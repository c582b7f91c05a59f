import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OperatorHeader } from '../../app/operator-header.tsx';

/** The operator's logo and name, and the switch between German and English. */
export function PublicFormHeader({ operator }: { operator: { name: string; logoUrl: string | null } }) {
  const { t } = useTranslation();
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <OperatorHeader operator={operator} languageLabel={t('forms.public.language')} />
    </Box>
  );
}
