import ArrowForward from '@mui/icons-material/ArrowForward';
import { Card, CardContent, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AREA_ICONS } from '../../app/nav-areas.ts';
import type { NavGroup } from '../../app/nav-groups.ts';

/** More than this per card turns the start page into a second drawer. */
const MAX_LINKS = 6;

export function QuickLinksCard({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const Icon = AREA_ICONS[group.area];
  const shown = group.routes.slice(0, MAX_LINKS);
  const more = group.routes.length - shown.length;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Icon color="primary" />
          <Typography variant="h4" component="h2">
            {t(`areas.${group.area}`)}
          </Typography>
        </Stack>
        <List dense disablePadding>
          {shown.map((route) => (
            <li key={route.path}>
              <ListItemButton component={RouterLink} to={route.path} sx={{ mx: 0 }}>
                <ListItemText primary={t(route.labelKey)} />
                <ArrowForward fontSize="small" color="action" />
              </ListItemButton>
            </li>
          ))}
        </List>
        {more > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, px: 1 }}>
            {t('home.moreInDrawer', { count: more })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
