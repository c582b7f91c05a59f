import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import {
  Avatar,
  Box,
  Button,
  Divider,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isLoginPath, loginPathFor } from '@seaberth/domain';
import { useSession } from './session-context.ts';

export function initialsOf(name: string | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return parts.length === 0
    ? '?'
    : parts
        .slice(0, 2)
        .map((part) => part[0]!.toUpperCase())
        .join('');
}

/** Avatar with profile and logout for a user; a login button for a guest. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!user) {
    // On the login page itself a second way to the same form is only noise.
    if (isLoginPath(location.pathname)) return null;
    return (
      <Button color="inherit" component={RouterLink} to={loginPathFor(location.pathname)}>
        {t('header.login')}
      </Button>
    );
  }

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        // The name starts with the initials seen on it (WCAG 2.5.3), like the language switch's.
        aria-label={`${initialsOf(user.name)} – ${t('header.userMenu')}`}
        sx={{ ml: 1 }}
      >
        {/* White on the dark bar with the bar's blue letters: 4.5:1 and more in either theme. */}
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'common.white', color: 'primary.main', fontSize: 14 }}>
          {initialsOf(user.name)}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="subtitle2" noWrap>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          component={RouterLink}
          // A club member keeps their data on the club's own tab, not on the staff's profile page.
          to={location.pathname.startsWith('/club/') ? '/club/dashboard/data' : '/users/profile'}
          onClick={() => setAnchor(null)}
        >
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          {t('header.profile')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('header.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
