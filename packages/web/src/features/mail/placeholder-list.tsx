import { type Language, MAIL_PLACEHOLDERS, type MailPlaceholder, PLACEHOLDER_LISTS } from '@seaberth/domain';
import { Box, List, ListItemButton, ListItemText, ListSubheader, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The snippet a click inserts: a value, or for a list a loop over it with its first value. */
export function snippetOf(placeholder: MailPlaceholder): string {
  const item = Object.entries(PLACEHOLDER_LISTS).find(([, list]) => list === placeholder.path)?.[0];
  if (!item) return `{{ ${placeholder.path} }}`;
  const first = MAIL_PLACEHOLDERS.find((p) => p.list === placeholder.path);
  return `{% for ${item} in ${placeholder.path} %}\n{{ ${first?.path ?? item} }}\n{% endfor %}`;
}

/** Top-level groups in catalogue order: booking, booker, recipient, guests (with guest.*), … */
function groups(): [string, MailPlaceholder[]][] {
  const byGroup = new Map<string, MailPlaceholder[]>();
  for (const placeholder of MAIL_PLACEHOLDERS) {
    const group = placeholder.list ?? placeholder.path.split('.')[0]!;
    byGroup.set(group, [...(byGroup.get(group) ?? []), placeholder]);
  }
  return [...byGroup];
}

/** Every documented placeholder with what it holds; a click puts it where the cursor is. */
export function PlaceholderList({ onInsert }: { onInsert: (snippet: string) => void }) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language.startsWith('de') ? 'de' : 'en';
  return (
    <Paper variant="outlined" sx={{ maxHeight: 360, overflow: 'auto' }} data-testid="placeholder-list">
      <List dense disablePadding aria-label={t('mailTemplates.placeholders')}>
        {groups().map(([group, placeholders]) => (
          <Box component="li" key={group}>
            <Box component="ul" sx={{ p: 0 }}>
              <ListSubheader sx={{ lineHeight: '32px' }}>{group}</ListSubheader>
              {placeholders.map((placeholder) => (
                <ListItemButton
                  key={placeholder.path}
                  onClick={() => onInsert(snippetOf(placeholder))}
                  sx={{ py: 0.25 }}
                >
                  <ListItemText
                    primary={placeholder.path}
                    secondary={placeholder.text[language]}
                    slotProps={{
                      primary: { sx: { fontFamily: 'monospace', fontSize: 13 } },
                      secondary: { sx: { fontSize: 12 } },
                    }}
                  />
                </ListItemButton>
              ))}
            </Box>
          </Box>
        ))}
      </List>
    </Paper>
  );
}
