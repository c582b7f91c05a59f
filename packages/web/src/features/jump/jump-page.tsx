import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Card, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { findJumpSystem, type JumpSystem, jumpSystems } from '../../api/bootstrap.ts';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';

/**
 * The frame address: the system's base URL plus the local path in `to`. Anything that would
 * leave the system's own origin (an absolute URL, `//host`) is dropped, so a crafted link
 * cannot frame a foreign page under our name.
 */
export function jumpFrameUrl(system: JumpSystem, to: string | null): string {
  const base = new URL(system.url, window.location.origin);
  if (!to) return base.toString();
  const target = new URL(to.startsWith('/') && !to.startsWith('//') ? to : `/${to}`, base);
  return target.origin === base.origin ? target.toString() : base.toString();
}

/** `/jump/:system?to=…`: another system of the operator, embedded. */
export function JumpPage() {
  const { t } = useTranslation();
  const { system = '' } = useParams();
  const [params] = useSearchParams();
  const { bootstrap } = useSession();
  const found = findJumpSystem(bootstrap, system);

  if (!found) {
    const known = jumpSystems(bootstrap);
    return (
      <Card sx={{ p: 3, maxWidth: 640 }}>
        <Alert severity="warning" sx={{ mb: known.length > 0 ? 2 : 0 }}>
          {t('jump.unknown', { system })}
        </Alert>
        {known.length > 0 && (
          <Stack spacing={1}>
            <Typography variant="subtitle2">{t('jump.available')}</Typography>
            {known.map((entry) => (
              <Link
                key={entry.key ?? entry.name}
                component={RouterLink}
                to={`/jump/${entry.key ?? entry.name}`}
              >
                {entry.label ?? entry.name}
              </Link>
            ))}
          </Stack>
        )}
      </Card>
    );
  }

  const src = jumpFrameUrl(found, params.get('to'));
  const label = found.label ?? found.name;
  return (
    <Stack spacing={1.5} sx={{ height: { xs: 'calc(100vh - 120px)', md: 'calc(100vh - 140px)' } }}>
      <PageHeading
        title={label}
        sx={{ mb: 0 }}
        actions={
          <Button href={src} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew />}>
            {t('jump.openInTab')}
          </Button>
        }
      />
      <Box
        component="iframe"
        title={label}
        src={src}
        sx={{
          flexGrow: 1,
          width: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
        }}
      />
    </Stack>
  );
}
