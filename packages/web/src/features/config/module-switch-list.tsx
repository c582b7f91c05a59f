import { List, ListItem, ListItemText, Paper, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SwitchGroup } from './use-module-switches.ts';

export interface ModuleSwitchListProps {
  group: SwitchGroup;
  title: string;
  keys: readonly string[];
  isOn: (group: SwitchGroup, key: string) => boolean;
  isChanged: (group: SwitchGroup, key: string) => boolean;
  onToggle: (group: SwitchGroup, key: string, value: boolean) => void;
  disabled: boolean;
}

/** One group of switches, each with what it turns on or off in the operator's words. */
export function ModuleSwitchList({
  group,
  title,
  keys,
  isOn,
  isChanged,
  onToggle,
  disabled,
}: ModuleSwitchListProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {title}
      </Typography>
      <List>
        {keys.map((key) => {
          const label = t(`resources.modules.${group}.${key}.title`, { defaultValue: key });
          const changed = isChanged(group, key);
          return (
            <ListItem
              key={key}
              divider
              secondaryAction={
                <Switch
                  edge="end"
                  checked={isOn(group, key)}
                  onChange={(event) => onToggle(group, key, event.target.checked)}
                  disabled={disabled}
                  slotProps={{ input: { 'aria-label': label } }}
                />
              }
              sx={changed ? { bgcolor: 'action.selected' } : undefined}
            >
              <ListItemText
                primary={changed ? `${label} · ${t('resources.modules.changed')}` : label}
                secondary={t(`resources.modules.${group}.${key}.description`, { defaultValue: '' })}
                sx={{ pr: 6 }}
              />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
