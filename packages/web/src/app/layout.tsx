import { Box, Drawer, GlobalStyles, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { userKind } from '@seaberth/domain';
import { type ReactNode, useState } from 'react';
import type { AppRoute } from '../routes.tsx';
import { AppHeader } from './app-header.tsx';
import { LiveEvents } from './live-events.ts';
import { NavDrawerContent } from './nav-drawer.tsx';
import { useSession } from './session-context.ts';

export const DRAWER_WIDTH = 264;
/** The app header's height (its dense toolbar). */
const HEADER_HEIGHT = 56;

/**
 * WCAG 2.4.11: what the focus or a jump scrolls to stops clear of the fixed header and of a page's
 * sticky action bar at the bottom (the wizard's Back/Next; the guest form sets its own measured one).
 */
const CLEAR_OF_BARS = { html: { scrollPaddingTop: HEADER_HEIGHT + 8, scrollPaddingBottom: 72 } };

/**
 * Header, drawer and content. The drawer is permanent on wide screens and an overlay on phones;
 * routes with `disableDrawer` (login, public links), club members in the club and guests get the
 * page without it.
 */
export function AppLayout({ route, children }: { route: AppRoute; children: ReactNode }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const { isLoggedIn, principal } = useSession();
  // The club's members find their way by the dashboard's tabs, not the staff's drawer; staff on a
  // club page (the member card) keep theirs.
  const member = route.meta.crm && userKind(principal) === 'customer';
  const withDrawer = !route.meta.disableDrawer && !member && isLoggedIn;
  // Pages a website frames show the operator's header of their own, not the app's.
  const withHeader = !route.embedded;

  return (
    // In a frame a full-window minimum would keep the frame from ever getting shorter again.
    <Box sx={{ display: 'flex', minHeight: withHeader ? '100vh' : undefined, bgcolor: 'background.default' }}>
      {withHeader && <GlobalStyles styles={CLEAR_OF_BARS} />}
      {/* Staff screens follow colleagues' changes; a club member's pages have nothing live. */}
      {isLoggedIn && userKind(principal) !== 'customer' && <LiveEvents />}
      {withHeader && (
        <AppHeader
          club={route.meta.crm}
          onMenu={withDrawer && !desktop ? () => setMobileOpen(true) : undefined}
        />
      )}
      {withDrawer && (
        <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
          <Drawer
            variant={desktop ? 'permanent' : 'temporary'}
            open={desktop || mobileOpen}
            onClose={() => setMobileOpen(false)}
            ModalProps={{ keepMounted: true }}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            <Toolbar variant="dense" sx={{ minHeight: 56 }} />
            <NavDrawerContent onNavigate={() => setMobileOpen(false)} />
          </Drawer>
        </Box>
      )}
      <Box
        component="main"
        sx={
          withHeader
            ? { flexGrow: 1, minWidth: 0, px: { xs: 2, md: 3 }, pb: 4 }
            : { flexGrow: 1, minWidth: 0 }
        }
      >
        {withHeader && <Toolbar variant="dense" sx={{ minHeight: HEADER_HEIGHT, mb: { xs: 2, md: 3 } }} />}
        {children}
      </Box>
    </Box>
  );
}
