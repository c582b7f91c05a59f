import type { MailSummary } from '@seaberth/domain';
import {
  Alert,
  Box,
  Chip,
  FormControlLabel,
  LinearProgress,
  List,
  ListItemButton,
  Stack,
  Switch,
  TablePagination,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { SearchField } from '../../resources/search-field.tsx';
import { MAIL_PAGE_SIZE, type MailPage } from './use-mailbox.ts';

export interface MailListProps {
  /** Above the search (the folder select on phones). */
  header?: ReactNode;
  search: string;
  onSearchChange: (search: string) => void;
  unseen: boolean;
  onUnseenChange: (unseen: boolean) => void;
  page: number;
  onPageChange: (page: number) => void;
  mails: MailPage | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  selected: number | null;
  onOpen: (uid: number) => void;
}

/** A folder's mails, newest first and paged on the server: who, what, when, and the bookings named. */
export function MailList(props: MailListProps) {
  const { t } = useTranslation();
  const { mails, page, selected } = props;
  const narrowed = props.search.trim() !== '' || props.unseen;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Stack spacing={1} sx={{ p: 1.5, pb: 1 }}>
        {props.header}
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <SearchField
            value={props.search}
            onChange={props.onSearchChange}
            placeholder={t('mailbox.search')}
            sx={{ flex: '1 1 12rem', minWidth: 0 }}
          />
          <FormControlLabel
            control={
              <Switch checked={props.unseen} onChange={(e) => props.onUnseenChange(e.target.checked)} />
            }
            label={t('mailbox.unreadOnly')}
            sx={{ mr: 0 }}
          />
        </Stack>
      </Stack>
      <Box sx={{ height: 4 }}>
        {props.loading && <LinearProgress aria-label={t('resources.common.loading')} />}
      </Box>
      {props.error ? (
        <LoadErrorAlert error={props.error} onRetry={props.onRetry} sx={{ m: 1.5 }} />
      ) : (
        mails?.data.length === 0 && (
          <Alert severity="info" sx={{ m: 1.5 }}>
            {narrowed ? t('mailbox.noMatches') : t('mailbox.noMails')}
          </Alert>
        )
      )}
      <List aria-label={t('mailbox.mails')} disablePadding sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }}>
        {mails?.data.map((mail) => (
          <MailRow key={mail.uid} mail={mail} selected={mail.uid === selected} onOpen={props.onOpen} />
        ))}
      </List>
      {mails && mails.total > MAIL_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={mails.total}
          page={page}
          rowsPerPage={MAIL_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => props.onPageChange(next)}
          sx={{ borderTop: 1, borderColor: 'divider', flexShrink: 0 }}
        />
      )}
    </Box>
  );
}

function MailRow({
  mail,
  selected,
  onOpen,
}: {
  mail: MailSummary;
  selected: boolean;
  onOpen: (uid: number) => void;
}) {
  const { t } = useTranslation();
  const weight = mail.seen ? undefined : 700;
  return (
    <ListItemButton
      selected={selected}
      onClick={() => onOpen(mail.uid)}
      divider
      data-testid={`mail-${mail.uid}`}
      data-unseen={mail.seen ? undefined : 'true'}
      sx={{ display: 'block', py: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0 }}>
        <Typography noWrap sx={{ flex: 1, minWidth: 0, fontWeight: weight }}>
          {senderName(mail.from) || mail.fromAddress}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          {formatInstant(mail.date)}
        </Typography>
      </Stack>
      <Typography variant="body2" noWrap sx={{ fontWeight: weight }}>
        {mail.subject || t('mailbox.noSubject')}
      </Typography>
      {mail.bookings.length > 0 && (
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          {mail.bookings.map((booking) => (
            <Chip key={booking.id} size="small" variant="outlined" label={booking.bookingNo} />
          ))}
        </Stack>
      )}
    </ListItemButton>
  );
}

/** "Anna Berg" of "Anna Berg <anna@example.com>": the list has room for the name only. */
export function senderName(from: string): string {
  return from.replace(/\s*<[^>]*>\s*$/, '').trim();
}
