import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ROUTES } from '../routes.tsx';
import { AREA_ICONS, type NavArea } from './nav-areas.ts';
import { activeNavPath, navGroups } from './nav-groups.ts';
import { findRoute } from './route-match.ts';
import { useSession } from './session-context.ts';
import { STORAGE_KEYS, readStored, writeStored } from './storage.ts';

/** The navigation list inside the drawer, built from the route table. */
export function NavDrawerContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { principal, features, views } = useSession();
  const location = useLocation();
  const groups = useMemo(() => navGroups(ROUTES, principal, features, views), [principal, features, views]);
  const currentArea = findRoute(location.pathname).area;
  const activePath = activeNavPath(location.pathname, groups);
  const list = useRef<HTMLUListElement>(null);

  // Long groups push the open page's entry below the fold: bring it into view once its group has
  // unfolded (a page reached by link or reload should still show where it is in the drawer).
  useEffect(() => {
    if (!activePath) return;
    const timer = setTimeout(() => {
      list.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
    }, 350);
    return () => clearTimeout(timer);
  }, [activePath]);
  const [open, setOpen] = useState<NavArea[]>(
    () => readStored<NavArea[]>(STORAGE_KEYS.drawerGroups) ?? ['start'],
  );

  const toggle = (area: NavArea) => {
    const next = open.includes(area) ? open.filter((entry) => entry !== area) : [...open, area];
    setOpen(next);
    writeStored(STORAGE_KEYS.drawerGroups, next);
  };

  return (
    // A <nav> around a real list: list items only inside <ul>, and only <li> directly in each <ul>.
    <nav aria-label={t('nav.label')}>
      <List ref={list} dense sx={{ py: 1 }}>
        {groups.map(({ area, routes }) => {
          const Icon = AREA_ICONS[area];
          // The area of the open page stays unfolded so the user sees where they are.
          const expanded = open.includes(area) || area === currentArea;
          return (
            <li key={area}>
              <ListItemButton onClick={() => toggle(area)} aria-expanded={expanded}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" color={area === currentArea ? 'primary' : 'inherit'} />
                </ListItemIcon>
                <ListItemText primary={t(`areas.${area}`)} slotProps={{ primary: { fontWeight: 600 } }} />
                {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
              </ListItemButton>
              <Collapse in={expanded} timeout="auto">
                <List disablePadding dense>
                  {routes.map((route) => {
                    const selected = route.path === activePath;
                    // On a sub-page (/users/7) the entry still leads back to its list.
                    const here = location.pathname === route.path;
                    return (
                      <li key={route.path}>
                        <ListItemButton
                          component={RouterLink}
                          to={route.path}
                          selected={selected}
                          aria-current={selected ? 'page' : undefined}
                          onClick={(event: MouseEvent) => {
                            // Clicking the open page again is a duplicate navigation: nothing to do.
                            if (here) event.preventDefault();
                            onNavigate?.();
                          }}
                          sx={{ pl: 7 }}
                        >
                          <ListItemText primary={t(route.labelKey)} />
                        </ListItemButton>
                      </li>
                    );
                  })}
                </List>
              </Collapse>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
