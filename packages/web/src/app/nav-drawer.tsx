import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { type MouseEvent, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { type AppRoute, ROUTES } from '../routes.tsx';
import { AREA_ICONS, type NavArea } from './nav-areas.ts';
import { useReducedMotion } from './app-theme.tsx';
import { activeNavPath, navGroups } from './nav-groups.ts';
import { findRoute } from './route-match.ts';
import { useSession } from './session-context.ts';
import { STORAGE_KEYS, readStored, writeStored } from './storage.ts';

/**
 * The navigation list inside the drawer, built from the route table. Every navigation re-renders
 * it (the open page's entry is marked), so its groups and entries are memoised: only the groups
 * whose open entry or unfolding changed render again, not the drawer's hundred-odd links (2,000
 * of the 3,000 components a page change rendered before; docs/decisions.md, "CI time, twentieth pass").
 */
export function NavDrawerContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { principal, features, views } = useSession();
  const location = useLocation();
  const groups = useMemo(() => navGroups(ROUTES, principal, features, views), [principal, features, views]);
  const currentArea = findRoute(location.pathname).area;
  const activePath = activeNavPath(location.pathname, groups);
  const list = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();

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

  const toggle = useCallback((area: NavArea) => {
    setOpen((current) => {
      const next = current.includes(area) ? current.filter((entry) => entry !== area) : [...current, area];
      writeStored(STORAGE_KEYS.drawerGroups, next);
      return next;
    });
  }, []);
  // The caller passes a new function on every render; the entries keep one that calls the latest.
  const latestOnNavigate = useRef(onNavigate);
  latestOnNavigate.current = onNavigate;
  const navigate = useCallback(() => latestOnNavigate.current?.(), []);

  return (
    // A <nav> around a real list: list items only inside <ul>, and only <li> directly in each <ul>.
    <nav aria-label={t('nav.label')}>
      <List ref={list} dense sx={{ py: 1 }}>
        {groups.map(({ area, routes }) => {
          // Only the group holding them hears of the open path and entry: the others stay as they were.
          const holds = (path: string | undefined) => routes.some((route) => route.path === path);
          return (
            <NavGroup
              key={area}
              area={area}
              routes={routes}
              // The area of the open page stays unfolded so the user sees where they are.
              expanded={open.includes(area) || area === currentArea}
              current={area === currentArea}
              activePath={holds(activePath) ? activePath : undefined}
              herePath={holds(location.pathname) ? location.pathname : undefined}
              onToggle={toggle}
              onNavigate={navigate}
              reducedMotion={reducedMotion}
            />
          );
        })}
      </List>
    </nav>
  );
}

interface NavGroupProps {
  area: NavArea;
  routes: readonly AppRoute[];
  expanded: boolean;
  current: boolean;
  activePath: string | undefined;
  herePath: string | undefined;
  onToggle: (area: NavArea) => void;
  onNavigate: () => void;
  reducedMotion: boolean;
}

const NavGroup = memo(function NavGroup(props: NavGroupProps) {
  const { area, routes, expanded, current, activePath, herePath, onToggle, onNavigate, reducedMotion } =
    props;
  const { t } = useTranslation();
  const Icon = AREA_ICONS[area];
  const entries = (
    <List disablePadding dense hidden={reducedMotion && !expanded}>
      {routes.map((route) => (
        <NavEntry
          key={route.path}
          path={route.path}
          label={t(route.labelKey)}
          selected={route.path === activePath}
          // On a sub-page (/users/7) the entry still leads back to its list.
          here={route.path === herePath}
          onNavigate={onNavigate}
        />
      ))}
    </List>
  );
  return (
    <li>
      <ListItemButton onClick={() => onToggle(area)} aria-expanded={expanded}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" color={current ? 'primary' : 'inherit'} />
        </ListItemIcon>
        <ListItemText primary={t(`areas.${area}`)} slotProps={{ primary: { fontWeight: 600 } }} />
        {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      {/* Without motion a group shows or hides at once. Collapse measures the group's height as it
          unfolds or folds (a forced layout of the whole page in the middle of the page change:
          about 12 ms of every navigation into another area), which only its animation needs. */}
      {reducedMotion ? (
        entries
      ) : (
        <Collapse in={expanded} timeout="auto">
          {entries}
        </Collapse>
      )}
    </li>
  );
});

interface NavEntryProps {
  path: string;
  label: string;
  selected: boolean;
  here: boolean;
  onNavigate: () => void;
}

const NavEntry = memo(function NavEntry({ path, label, selected, here, onNavigate }: NavEntryProps) {
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={path}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={(event: MouseEvent) => {
          // Clicking the open page again is a duplicate navigation: nothing to do.
          if (here) event.preventDefault();
          onNavigate();
        }}
        sx={{ pl: 7 }}
      >
        <ListItemText primary={label} />
      </ListItemButton>
    </li>
  );
});
