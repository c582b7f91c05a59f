import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Card, CardContent, List, ListItemButton, ListItem, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Figure {
  label: string;
  value: number;
  /** The list the figure opens; without it (the reader may not open it) the figure is plain. */
  to?: string;
  /** Opens what the figure counts in place (a dialog) instead of a list. */
  onClick?: () => void;
  /** Draws the eye: something is late. */
  alert?: boolean;
}

/** One card of the Today page: a few figures, each opening the list it counts. */
export function FigureCard({
  title,
  icon: Icon,
  figures,
  children,
}: {
  title: string;
  icon: SvgIconComponent;
  figures: Figure[];
  children?: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Icon color="primary" fontSize="small" />
          <Typography variant="h4" component="h2">
            {title}
          </Typography>
        </Stack>
        <List dense disablePadding>
          {figures.map((figure) => {
            const body = (
              <>
                <Box
                  component="span"
                  sx={{
                    minWidth: 48,
                    fontSize: '1.5rem',
                    fontWeight: 600,
                    fontVariantNumeric: 'tabular-nums',
                    color: figure.alert && figure.value > 0 ? 'error.main' : 'text.primary',
                  }}
                >
                  {figure.value}
                </Box>
                <Typography component="span" variant="body2" sx={{ ml: 1 }}>
                  {figure.label}
                </Typography>
              </>
            );
            // A link in a list is a list item's content, not the item itself (only <li> in a <ul>).
            const button = { mx: -1, px: 1, borderRadius: 1 };
            return figure.to ? (
              <li key={figure.label}>
                <ListItemButton component={RouterLink} to={figure.to} sx={button}>
                  {body}
                </ListItemButton>
              </li>
            ) : figure.onClick ? (
              <li key={figure.label}>
                <ListItemButton onClick={figure.onClick} aria-haspopup="dialog" sx={button}>
                  {body}
                </ListItemButton>
              </li>
            ) : (
              <ListItem key={figure.label} sx={{ px: 0 }}>
                {body}
              </ListItem>
            );
          })}
        </List>
        {children}
      </CardContent>
    </Card>
  );
}
