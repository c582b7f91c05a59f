import type { FrontDeskLine } from '@seaberth/domain';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, Tooltip, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** What the guest forms still have to collect for a line, one sentence per guest or room. */
export function missingGuestLines(line: FrontDeskLine, t: TFunction): string[] {
  const lines: string[] = [];
  for (const room of line.rooms) {
    for (const guest of room.guests) {
      if (!guest.missing.length) continue;
      const fields = guest.missing.map((field) => t(`frontDesk.missing.${field}`)).join(', ');
      lines.push(t('frontDesk.missing.guest', { name: guest.fullName, fields }));
    }
    if (room.unnamed > 0)
      lines.push(t('frontDesk.missing.unnamed', { count: room.unnamed, room: room.roomName }));
  }
  return lines;
}

/** The guests' names, and a warning with what is missing when the desk still has data to collect. */
export function DeskGuests({ line }: { line: FrontDeskLine }) {
  const { t } = useTranslation();
  const names = line.rooms.flatMap((room) => room.guests.map((guest) => guest.fullName));
  const missing = line.missingGuestData > 0 ? missingGuestLines(line, t) : [];
  if (!names.length && !line.missingGuestData) return <>–</>;
  return (
    <Box>
      <Typography variant="body2" component="span">
        {names.join(', ')}
      </Typography>
      {line.missingGuestData > 0 && (
        <Tooltip
          describeChild
          title={
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {missing.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </Box>
          }
        >
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            icon={<WarningAmberIcon />}
            label={t('frontDesk.missing.count', { count: line.missingGuestData })}
            // Focusable, so the list of what is missing opens from the keyboard too.
            tabIndex={0}
            sx={{ ml: names.length ? 1 : 0, mt: 0.25 }}
            data-testid={`missing-${line.booking}`}
          />
        </Tooltip>
      )}
      {/* On paper there is no tooltip: the missing data is printed under the names. */}
      {missing.length > 0 && (
        <Box component="ul" sx={{ display: 'none', displayPrint: 'block', m: 0, pl: 2, fontSize: '0.8rem' }}>
          {missing.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}
