import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { type DivePlan, DIVE_PLAN_PRINTS, type DivePlanDive, formatDate } from '@seaberth/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { operatorToday } from '../../app/clock.ts';
import { DateField } from '../../app/date-field.tsx';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useCan, useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useOpenDocument } from '../../app/use-open-document.ts';
import {
  divePlanCalls,
  placeOf,
  useDiveChoices,
  useDivePlanChange,
  useDivePlanDay,
  useDivePlanGuests,
  useDivePlanStaff,
  useLogPlannedDive,
} from './dive-plan-api.ts';
import { DivePlanBoard } from './dive-plan-board.tsx';
import { DivePlanHistoryButton } from './dive-plan-history.tsx';
import {
  CloseDiveDialog,
  type DiveChoices,
  DiveEditDialog,
  MixDialog,
  OverrideDialog,
} from './dive-plan-dialogs.tsx';
import { HeadCount } from './head-count.tsx';

interface AssetOption {
  id: string;
  name: string;
  type: 'resort' | 'vessel';
}

type Dialog =
  | { kind: 'edit'; dive: string }
  | { kind: 'override'; diver: string }
  | { kind: 'close'; dive: string }
  | { kind: 'mix'; diver: string }
  | null;

/** /dive/plan — the dive manager's day: who dives where with which boat and guide, and the head count. */
export function DivePlanPage() {
  const { t } = useTranslation();
  const { bootstrap } = useSession();
  const assets = ((bootstrap?.assets ?? []) as AssetOption[]).filter(
    (a) => a.type === 'resort' || a.type === 'vessel',
  );
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? operatorToday();
  const assetId = params.get('asset') ?? assets[0]?.id ?? '';
  const view = params.get('view') === 'headcount' ? 'headcount' : 'plan';
  const asset = assets.find((a) => a.id === assetId);
  const place = useMemo(() => (asset ? placeOf(asset.type, asset.id) : {}), [asset]);
  const set = (next: Record<string, string>) =>
    setParams((old) => ({ ...Object.fromEntries(old), ...next }), { replace: true });

  const canUpdate = useCan(['diveplan.update']);
  const canCreate = useCan(['diveplan.create']);
  const day = useDivePlanDay(date, place);
  const change = useDivePlanChange(date, place);
  const { showError } = useSnackbar();
  const printing = useOpenDocument({ onError: showError });
  const plan = day.data?.plan ?? null;

  return (
    <Box>
      <PageHeading
        title={t('divePlan.title')}
        subtitle={asset ? `${asset.name} · ${formatDate(date)}` : t('divePlan.subtitle')}
        actions={
          plan && [
            <DivePlanHistoryButton key="history" plan={plan.id} />,
            ...DIVE_PLAN_PRINTS.map((template) => (
              <PendingButton
                key={template}
                pending={printing.pending === template}
                disabled={printing.pending !== null}
                startIcon={<PictureAsPdfOutlinedIcon />}
                onClick={() =>
                  void printing.open(
                    template,
                    `/api/diveplan/print/${template}`,
                    { format: 'pdf' },
                    { body: { date, ...place } },
                  )
                }
              >
                {t(`divePlan.print.${template}`)}
              </PendingButton>
            )),
          ]
        }
      />
      {assets.length === 0 ? (
        <Alert severity="info">{t('divePlan.noAsset')}</Alert>
      ) : (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('divePlan.place')}
              value={assetId}
              onChange={(event) => set({ asset: event.target.value })}
              sx={{ minWidth: 200 }}
            >
              {assets.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.name}
                </MenuItem>
              ))}
            </TextField>
            <DateField
              label={t('divePlan.date')}
              value={date}
              onChange={(value) => value && set({ date: value })}
              size="small"
            />
            <ToggleButtonGroup
              exclusive
              size="small"
              value={view}
              onChange={(_, value) => value && set({ view: value })}
              aria-label={t('divePlan.view')}
            >
              <ToggleButton value="plan">{t('divePlan.views.plan')}</ToggleButton>
              <ToggleButton value="headcount">{t('divePlan.views.headcount')}</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          {day.isFetching && <LinearProgress aria-label={t('divePlan.loading')} />}
          {day.error ? (
            <LoadErrorAlert error={day.error} onRetry={() => void day.refetch()} />
          ) : day.data && !plan ? (
            <Alert
              severity="info"
              action={
                canCreate && (
                  <Button
                    onClick={() => change.mutate(() => divePlanCalls.create(date, place))}
                    disabled={change.isPending}
                  >
                    {t('divePlan.create', { count: day.data.divesPerDay })}
                  </Button>
                )
              }
            >
              {t('divePlan.noPlan', { date: formatDate(date) })}
            </Alert>
          ) : (
            plan && <PlanView plan={plan} date={date} place={place} view={view} canUpdate={canUpdate} />
          )}
        </Stack>
      )}
    </Box>
  );
}

function PlanView({
  plan,
  date,
  place,
  view,
  canUpdate,
}: {
  plan: DivePlan;
  date: string;
  place: { resort?: string; vessel?: string };
  view: 'plan' | 'headcount';
  canUpdate: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const guests = useDivePlanGuests(date, place, search.trim().length >= 2 ? search.trim() : '');
  const staff = useDivePlanStaff(place);
  const choices = useDiveChoices();
  const change = useDivePlanChange(date, place);
  const logDive = useLogPlannedDive(date, place);
  const canLog = useCan(['divelog.create']);
  const run = (call: () => Promise<DivePlan>, after?: () => void) =>
    change.mutate(call, { onSuccess: () => after?.() });
  const close = () => setDialog(null);
  const dive = (id: string) => plan.dives.find((d) => d.id === id);
  const diver = (id: string) => plan.dives.flatMap((d) => d.divers).find((d) => d.id === id);
  const here = (o: { resort: string | null; vessel: string | null }) =>
    (place.resort ? o.resort === place.resort : o.vessel === place.vessel) || (!o.resort && !o.vessel);
  const diveChoices: DiveChoices = {
    sites: (choices.data?.sites ?? []).filter(here),
    types: choices.data?.types ?? [],
    boats: (choices.data?.boats ?? []).filter((b) => here(b) && (b.resort || b.vessel)),
    staff: staff.data ?? [],
  };
  const editing = dialog?.kind === 'edit' ? dive(dialog.dive) : undefined;
  const overriding = dialog?.kind === 'override' ? diver(dialog.diver) : undefined;
  const closing = dialog?.kind === 'close' ? dive(dialog.dive) : undefined;
  const mixing = dialog?.kind === 'mix' ? diver(dialog.diver) : undefined;
  return (
    <>
      {view === 'plan' ? (
        <>
          <DivePlanBoard
            plan={plan}
            guests={guests.data ?? []}
            canUpdate={canUpdate}
            search={search}
            onSearch={setSearch}
            actions={{
              add: (d, customer) => run(() => divePlanCalls.addDiver(plan.id, d, customer)),
              move: (v, d) => run(() => divePlanCalls.moveDiver(plan.id, v, d)),
              remove: (v) => run(() => divePlanCalls.removeDiver(plan.id, v)),
              edit: (d) => setDialog({ kind: 'edit', dive: d }),
              override: (v) => setDialog({ kind: 'override', diver: v }),
              mix: (v) => setDialog({ kind: 'mix', diver: v }),
              ...(canLog ? { log: (d: string) => logDive.mutate({ plan: plan.id, dive: d }) } : {}),
            }}
            logging={logDive.isPending ? (logDive.variables?.dive ?? null) : null}
          />
          {canUpdate && (
            <Button
              sx={{ mt: 2 }}
              onClick={() => run(() => divePlanCalls.addDive(plan.id, nextTime(plan.dives)))}
            >
              {t('divePlan.addDive')}
            </Button>
          )}
        </>
      ) : (
        <HeadCount
          plan={plan}
          canUpdate={canUpdate}
          onBack={(v, back) => run(() => divePlanCalls.back(plan.id, v, back))}
          onClose={(d) => setDialog({ kind: 'close', dive: d.id })}
        />
      )}
      {editing && (
        <DiveEditDialog
          dive={editing}
          choices={diveChoices}
          pending={change.isPending}
          onClose={close}
          onSave={(body) => run(() => divePlanCalls.updateDive(plan.id, editing.id, body), close)}
          onRemove={() => run(() => divePlanCalls.removeDive(plan.id, editing.id), close)}
        />
      )}
      {overriding && (
        <OverrideDialog
          diver={overriding}
          pending={change.isPending}
          onClose={close}
          onSave={(reason) => run(() => divePlanCalls.override(plan.id, overriding.id, reason), close)}
        />
      )}
      {mixing && (
        <MixDialog
          diver={mixing}
          pending={change.isPending}
          onClose={close}
          onSave={(mix) => run(() => divePlanCalls.setMix(plan.id, mixing.id, mix), close)}
        />
      )}
      {closing && (
        <CloseDiveDialog
          dive={closing}
          pending={change.isPending}
          onClose={close}
          onSave={(reason) => run(() => divePlanCalls.close(plan.id, closing.id, reason), close)}
        />
      )}
    </>
  );
}

/** A dive added to the day starts two hours after the last one (at most 21:00). */
function nextTime(dives: DivePlanDive[]): string {
  const last = dives
    .map((d) => d.time)
    .sort()
    .at(-1);
  if (!last) return '08:00';
  const [h, m] = last.split(':').map(Number) as [number, number];
  return `${String(Math.min(h + 2, 21)).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
