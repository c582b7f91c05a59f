import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

export interface PageTab {
  value: string;
  label: string;
  content: ReactNode;
  /** Stays mounted while another tab is shown: a form's unsaved edits survive a look elsewhere. */
  keepMounted?: boolean;
}

export interface TabbedPageProps {
  back: { to: string; label: string };
  title: string;
  /** Under the title: what the page is about (type, asset). */
  subtitle?: ReactNode;
  /** Buttons right of the title. */
  actions?: ReactNode;
  /** With one tab or none, the content shows without a tab bar. */
  tabs: PageTab[];
}

/**
 * The frame of a record's page (a resort, a vessel, an agency, a bank account): back link, title
 * and tabs. The open tab lives in `?tab=` so a link (or a reload) lands on the same tab, e.g. a
 * vessel's deck plan.
 */
export function TabbedPage({ back, title, subtitle, actions, tabs }: TabbedPageProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current = tabs.find((tab) => tab.value === requested) ?? tabs[0];
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {back.label}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions}
      </Stack>
      {tabs.length > 1 && current && (
        <Tabs
          value={current.value}
          onChange={(_event, value: string) =>
            setParams(
              (previous) => {
                const next = new URLSearchParams(previous);
                next.set('tab', value);
                return next;
              },
              { replace: true },
            )
          }
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={tab.label} />
          ))}
        </Tabs>
      )}
      {tabs.length > 1 && current
        ? tabs
            .filter((tab) => tab === current || tab.keepMounted)
            .map((tab) => (
              <Box key={tab.value} role="tabpanel" aria-label={tab.label} hidden={tab !== current}>
                {tab.content}
              </Box>
            ))
        : current?.content}
    </Box>
  );
}
