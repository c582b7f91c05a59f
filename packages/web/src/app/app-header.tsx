import MenuIcon from '@mui/icons-material/Menu';
import Sailing from '@mui/icons-material/Sailing';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { CLUB_DASHBOARD_PATH } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSwitch } from './language-switch.tsx';
import { UserMenu } from './user-menu.tsx';

interface AppHeaderProps {
  /** Shown on small screens where the drawer is a temporary overlay. */
  onMenu?: () => void;
  /** The club area carries its own name and start page. */
  club?: boolean;
}

export function AppHeader({ onMenu, club }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
        {onMenu && (
          <IconButton color="inherit" edge="start" onClick={onMenu} aria-label={t('header.openMenu')}>
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to={club ? CLUB_DASHBOARD_PATH : '/'}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
        >
          <Sailing />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.3 }}>
            {club ? t('app.clubName') : t('app.name')}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
