import MenuIcon from '@mui/icons-material/Menu';
import Sailing from '@mui/icons-material/Sailing';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { CLUB_DASHBOARD_PATH } from '@seaberth/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../api/client.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { NotificationBell } from './notification-bell.tsx';
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
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minWidth: 0,
            color: 'inherit',
            textDecoration: 'none',
          }}
        >
          {club ? (
            <ClubBrand />
          ) : (
            <>
              <Sailing />
              <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.3 }}>
                {t('app.name')}
              </Typography>
            </>
          )}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch />
        {!club && <NotificationBell />}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}

/**
 * The club carries the operator's name and logo (SPEC §1: its own theme), from the letterhead the
 * online booking shows; our own name stands in until it comes or when none is set.
 */
function ClubBrand() {
  const { t } = useTranslation();
  const operator = useQuery({
    queryKey: ['club', 'operator'],
    queryFn: () => api.GET('/api/book/operator'),
    staleTime: 10 * 60_000,
    meta: { silent: true },
    retry: false,
  });
  const name = operator.data?.name;
  return (
    <>
      {operator.data?.logoUrl ? (
        <Box
          component="img"
          src={operator.data.logoUrl}
          alt=""
          sx={{
            height: 32,
            maxWidth: 96,
            objectFit: 'contain',
            bgcolor: 'common.white',
            borderRadius: 1,
            p: 0.25,
          }}
        />
      ) : (
        <Sailing />
      )}
      <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700, letterSpacing: 0.3 }}>
        {name ? t('app.clubOf', { name }) : t('app.clubName')}
      </Typography>
    </>
  );
}
