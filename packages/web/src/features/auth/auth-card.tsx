import Sailing from '@mui/icons-material/Sailing';
import { Avatar, Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the form (reset, register, back to login). */
  footer?: ReactNode;
}

/** The centred card every sign-in style page shares, so they look like one family. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 1, sm: 6 } }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
              <Sailing />
            </Avatar>
            <Typography variant="h2" component="h1" sx={{ textAlign: 'center' }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
                {subtitle}
              </Typography>
            )}
          </Stack>
          {children}
        </CardContent>
        {footer && (
          <>
            <Divider />
            <Stack spacing={1} sx={{ px: { xs: 3, sm: 4 }, py: 2, alignItems: 'center' }}>
              {footer}
            </Stack>
          </>
        )}
      </Card>
    </Box>
  );
}
