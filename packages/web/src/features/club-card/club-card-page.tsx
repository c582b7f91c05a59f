import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, GlobalStyles, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { CustomerAutocomplete, type CustomerChoice, type CustomerRow } from '../customers/index.ts';
import { useMemberCard } from './club-card-api.ts';
import { CARD_HEIGHT_MM, CARD_WIDTH_MM, MemberCard } from './member-card.tsx';

const toChoice = (row: CustomerRow): CustomerChoice => ({
  id: row.id,
  fullName: row.fullName ?? '',
  email: row.contact?.email ?? '',
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * On paper only the card, at its own size on a page of its size (a card printer, or cut from A4
 * where the printer ignores the page size): the app's frame and this page's other parts are left
 * out, anything else is made invisible, and the card is pinned to the page's corner with its colours.
 */
const PRINT_STYLES = `
@media print {
  .MuiAppBar-root, .MuiDrawer-root, aside, main > .MuiToolbar-root { display: none !important; }
  html, body, main { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  body * { visibility: hidden !important; }
  .member-card, .member-card * { visibility: visible !important; }
  .member-card {
    position: fixed !important; left: 0; top: 0; margin: 0 !important;
    width: ${CARD_WIDTH_MM}mm !important; max-width: none !important; height: ${CARD_HEIGHT_MM}mm !important;
    box-shadow: none !important; border-radius: 0 !important; padding: 4mm !important;
  }
  .member-card-qr { width: 27mm !important; }
}
@page { size: ${CARD_WIDTH_MM}mm ${CARD_HEIGHT_MM}mm; margin: 0; }
`;

/**
 * /club/card — staff find a guest by name or e-mail (`?customer=` keeps the choice in the address)
 * and see or print the member card whose QR code the point of sale scans.
 */
export function ClubCardPage() {
  const { t } = useTranslation();
  const { bootstrap } = useSession();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('customer') ?? '';
  const customer = UUID.test(wanted) ? wanted.toLowerCase() : null;
  const card = useMemberCard(customer);
  const answer = card.data;
  const chosen: CustomerChoice | null =
    customer && answer?.customer === customer ? { id: customer, fullName: answer.name } : null;
  const choose = (next: CustomerChoice | null) =>
    setParams(next ? { customer: next.id } : {}, { replace: false });
  return (
    <Box sx={{ maxWidth: 720 }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageHeading
        title={t('routes.clubCard')}
        subtitle={t('clubCard.page.subtitle')}
        sx={{ displayPrint: 'none' }}
        actions={
          <Button
            startIcon={<PrintIcon />}
            variant="contained"
            disabled={!answer}
            onClick={() => window.print()}
          >
            {t('clubCard.page.print')}
          </Button>
        }
      />
      <Stack spacing={3}>
        <CustomerAutocomplete<CustomerChoice>
          label={t('clubCard.page.customer')}
          value={chosen}
          onChange={choose}
          toOption={toChoice}
          searchWhileTyping
          sx={{ maxWidth: 428, displayPrint: 'none' }}
        />
        {customer === null && wanted !== '' && (
          <Typography color="error">{t('clubCard.page.badCustomer')}</Typography>
        )}
        {customer === null && wanted === '' && (
          <Typography color="text.secondary">{t('clubCard.page.choose')}</Typography>
        )}
        {card.isError && <LoadErrorAlert error={card.error} onRetry={() => void card.refetch()} />}
        {answer && (
          <>
            <MemberCard
              customer={answer.customer}
              name={answer.name}
              code={answer.code}
              tierName={answer.tier?.name}
              tierColor={answer.tier?.color}
              points={answer.points}
              operatorName={answer.operator.name}
              logoUrl={answer.operator.logoUrl ?? bootstrap?.logoUrl ?? null}
            />
            <Typography variant="body2" color="text.secondary" sx={{ displayPrint: 'none' }}>
              {t('clubCard.page.hint')}
            </Typography>
          </>
        )}
      </Stack>
    </Box>
  );
}
