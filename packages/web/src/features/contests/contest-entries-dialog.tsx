import { type ContestEntry, contestResource, DATE_FORMATS, formatDate } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import CasinoIcon from '@mui/icons-material/Casino';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { Facts } from '../../app/facts.tsx';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { QuerySection } from '../../app/query-section.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useResource } from '../../resources/use-resource.ts';
import { useResourcePermissions } from '../../resources/use-resource-permissions.ts';
import { AddEntryDialog } from './add-entry-dialog.tsx';
import { contestApi, contestKeys } from './contest-api.ts';
import { ContestDrawLog } from './contest-draw-log.tsx';
import { ContestStateChip } from './contest-state-chip.tsx';

const day = (iso: string) => formatDate(iso, DATE_FORMATS.default);

/**
 * One contest's entries and draw: who entered, when and how; entries added (by name or e-mail)
 * and removed (after confirming) while the contest takes them; the draw, once, after the last day;
 * the winners and the draw's log afterwards.
 */
export function ContestEntriesDialog({ contest, onClose }: { contest: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const { canUpdate } = useResourcePermissions(contestResource);
  const record = useResource(contestResource, contest);
  const subscription = useQuery({
    queryKey: contestKeys.subscription(contest),
    queryFn: () => contestApi.subscription(contest),
    meta: { silent: true },
  });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ContestEntry | null>(null);
  const [drawing, setDrawing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: contestKeys.all });
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: (entry: ContestEntry) => contestApi.unsubscribe(contest, entry.customer),
    onSuccess: async (_answer, entry) => {
      await refresh();
      setRemoving(null);
      showSuccess(t('contests.entries.removed', { name: entry.name }));
    },
  });
  const draw = useMutation({
    meta: { silent: true },
    mutationFn: () => contestApi.draw(contest),
    onSuccess: async () => {
      await refresh();
      setDrawing(false);
      showSuccess(t('contests.draw.done'));
    },
  });

  const data = record.data;
  const state = data?.state;
  const takesEntries = canUpdate && state === 'open';
  const mayRemove = canUpdate && state !== 'drawn';
  const entries = subscription.data?.entries ?? [];
  return (
    <>
      <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{data?.name ?? t('contests.entries.title')}</DialogTitle>
        <DialogContent>
          {record.isError && <LoadErrorAlert error={record.error} onRetry={() => void record.refetch()} />}
          {data && (
            <Stack spacing={2}>
              <Facts
                columns={4}
                facts={[
                  [t('contests.period'), `${day(data.from)} – ${day(data.to)}`],
                  [t('resources.contest.fields.state'), <ContestStateChip key="state" state={data.state} />],
                  [t('resources.contest.fields.entries'), String(data.entries)],
                  [t('resources.contest.fields.winners'), String(data.winners)],
                ]}
              />
              <DrawHint state={data.state} to={data.to} />
              {subscription.data?.draw && <ContestDrawLog draw={subscription.data.draw} />}
              <QuerySection
                id="contest-entries"
                testId="contest-entries"
                title={t('contests.entries.title')}
                query={subscription}
                isEmpty={(answer) => answer.entries.length === 0}
                empty={t('contests.entries.empty')}
                actions={
                  takesEntries && (
                    <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                      {t('contests.entries.add')}
                    </Button>
                  )
                }
              >
                {() => (
                  <Box sx={{ overflowX: 'auto' }}>
                    <Table size="small">
                      <TableHead>
                        <TableRow>
                          <TableCell>{t('contests.entries.name')}</TableCell>
                          <TableCell>{t('contests.entries.enteredAt')}</TableCell>
                          <TableCell>{t('contests.entries.source')}</TableCell>
                          <TableCell>{t('contests.entries.winner')}</TableCell>
                          {mayRemove && <TableCell />}
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {entries.map((entry) => (
                          <TableRow key={entry.id}>
                            <TableCell>
                              <Link component={RouterLink} to={`/customer/view/${entry.customer}`}>
                                {entry.name}
                              </Link>
                              {entry.email && (
                                <Typography variant="body2" color="text.secondary">
                                  {entry.email}
                                </Typography>
                              )}
                            </TableCell>
                            <TableCell>{formatInstant(entry.enteredAt)}</TableCell>
                            <TableCell>
                              {t(`contests.source.${entry.source}`)}
                              {entry.enteredBy && entry.source === 'staff' ? ` · ${entry.enteredBy}` : ''}
                            </TableCell>
                            <TableCell>
                              {entry.winnerRank !== null && (
                                <Chip
                                  size="small"
                                  color="success"
                                  label={t('contests.draw.rank', { rank: entry.winnerRank })}
                                />
                              )}
                            </TableCell>
                            {mayRemove && (
                              <TableCell align="right">
                                <Tooltip title={t('contests.entries.remove', { name: entry.name })}>
                                  <IconButton
                                    aria-label={t('contests.entries.remove', { name: entry.name })}
                                    onClick={() => setRemoving(entry)}
                                  >
                                    <PersonRemoveIcon />
                                  </IconButton>
                                </Tooltip>
                              </TableCell>
                            )}
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </Box>
                )}
              </QuerySection>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {canUpdate && state && state !== 'drawn' && (
            <Button
              startIcon={<CasinoIcon />}
              variant="outlined"
              disabled={state !== 'closed' || entries.length === 0}
              onClick={() => setDrawing(true)}
            >
              {t('contests.draw.button')}
            </Button>
          )}
          <Button onClick={onClose}>{t('contests.close')}</Button>
        </DialogActions>
      </Dialog>
      {adding && data && (
        <AddEntryDialog contest={contest} name={data.name} onClose={() => setAdding(false)} />
      )}
      {removing && data && (
        <ActionDialog
          title={t('contests.entries.removeTitle')}
          submitLabel={t('contests.entries.remove', { name: removing.name })}
          destructive
          onSubmit={() => remove.mutate(removing)}
          onClose={() => {
            remove.reset();
            setRemoving(null);
          }}
          pending={remove.isPending}
          error={remove.isError ? { text: describeError(remove.error, t) } : null}
        >
          <Typography>
            {t('contests.entries.removeText', { name: removing.name, contest: data.name })}
          </Typography>
        </ActionDialog>
      )}
      {drawing && data && (
        <ActionDialog
          title={t('contests.draw.title', { name: data.name })}
          submitLabel={t('contests.draw.submit')}
          onSubmit={() => draw.mutate()}
          onClose={() => {
            draw.reset();
            setDrawing(false);
          }}
          pending={draw.isPending}
          error={draw.isError ? { text: describeError(draw.error, t) } : null}
        >
          <Typography>
            {t('contests.draw.text', {
              count: Math.min(data.winners, entries.length),
              entries: entries.length,
            })}
          </Typography>
        </ActionDialog>
      )}
    </>
  );
}

/** What the draw waits for, said before the button is there to press. */
function DrawHint({ state, to }: { state: string; to: string }) {
  const { t } = useTranslation();
  if (state === 'drawn') return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {state === 'closed' ? t('contests.draw.ready') : t('contests.draw.after', { date: day(to) })}
    </Typography>
  );
}
