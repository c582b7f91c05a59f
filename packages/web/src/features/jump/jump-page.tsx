import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Card, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { isSafeJumpTarget } from '@seaberth/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { findJumpSystem, type JumpSystem, jumpSystems } from '../../api/bootstrap.ts';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
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

  return <JumpFrame system={found} to={params.get('to')} />;
}

/**
 * The frame. A connected Seaberth installation gets a signed jump token first, so the user
 * arrives logged in as their linked account; without a link (or for an external system) the
 * plain address opens, and the other side asks for a login.
 */
function JumpFrame({ system: found, to }: { system: JumpSystem; to: string | null }) {
  const { t } = useTranslation();
  const key = found.key ?? found.name;
  const seaberth = found.type === 'seaberth';
  const jump = useQuery({
    queryKey: ['jump', key, to],
    queryFn: () =>
      api.POST('/api/cauth/jump/{system}', {
        path: { system: key },
        query: isSafeJumpTarget(to) ? { to } : {},
      }),
    enabled: seaberth,
    // A token is spent once and lives a minute: never reuse one from the cache.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });
  const label = found.label ?? found.name;
  if (seaberth && jump.isPending) return <CircularProgress aria-label={t('jump.signingIn')} />;
  const src = jump.data?.url ?? jumpFrameUrl(found, to);
  return (
    <Stack spacing={1.5} sx={{ height: { xs: 'calc(100vh - 120px)', md: 'calc(100vh - 140px)' } }}>
      {seaberth && jump.isError && jump.error instanceof ApiError && jump.error.status === 404 && (
        <Alert severity="info">{t('jump.notLinked', { name: label })}</Alert>
      )}
      {seaberth && jump.isError && !(jump.error instanceof ApiError && jump.error.status === 404) && (
        <LoadErrorAlert error={jump.error} onRetry={() => jump.refetch()} />
      )}
      <PageHeading
        title={label}
        sx={{ mb: 0 }}
        actions={
          <Button
            href={jumpFrameUrl(found, to)}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNew />}
          >
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
