import { Button, MenuItem, TextField, Typography } from '@mui/material';
import type { DivePlanDive, DivePlanDiver } from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import type { DiveChange } from './dive-plan-api.ts';
import { findingText } from './dive-plan-texts.ts';

interface Option {
  id: string;
  name: string;
}

export interface DiveChoices {
  sites: (Option & { level: string; resort: string | null; vessel: string | null })[];
  types: Option[];
  boats: (Option & { seats: number })[];
  staff: Option[];
}

const pick = (value: string) => (value === '' ? null : value);

/** A dive's time, length, site, type, boat, guide and crew. */
export function DiveEditDialog({
  dive,
  choices,
  pending,
  onSave,
  onRemove,
  onClose,
}: {
  dive: DivePlanDive;
  choices: DiveChoices;
  pending: boolean;
  onSave: (change: DiveChange) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [time, setTime] = useState(dive.time);
  const [minutes, setMinutes] = useState(String(dive.minutes));
  const [site, setSite] = useState(dive.site ?? '');
  const [type, setType] = useState(dive.type ?? '');
  const [boat, setBoat] = useState(dive.boat ?? '');
  const [guide, setGuide] = useState(dive.guide ?? '');
  const [crew, setCrew] = useState<string[]>(dive.crew.map((c) => c.id));
  const select = (
    label: string,
    value: string,
    set: (v: string) => void,
    options: Option[],
    extra?: (o: Option) => string,
  ) => (
    <TextField select label={label} value={value} onChange={(e) => set(e.target.value)} fullWidth>
      <MenuItem value="">{t('divePlan.none')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {extra ? `${o.name} (${extra(o)})` : o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <ActionDialog
      title={t('divePlan.editDive', { time: dive.time })}
      submitLabel={t('divePlan.save')}
      pending={pending}
      onClose={onClose}
      submitDisabled={!/^([01]\d|2[0-3]):[0-5]\d$/.test(time) || !(Number(minutes) >= 5)}
      onSubmit={() =>
        onSave({
          time,
          minutes: Number(minutes),
          site: pick(site),
          type: pick(type),
          boat: pick(boat),
          guide: pick(guide),
          crew,
        })
      }
      extraActions={
        <Button color="error" onClick={onRemove} disabled={pending}>
          {t('divePlan.removeDive')}
        </Button>
      }
    >
      <TextField
        label={t('divePlan.fields.time')}
        type="time"
        value={time}
        onChange={(e) => setTime(e.target.value)}
      />
      <TextField
        label={t('divePlan.fields.minutes')}
        type="number"
        value={minutes}
        onChange={(e) => setMinutes(e.target.value)}
        slotProps={{ htmlInput: { min: 5, max: 600 } }}
      />
      {select(t('divePlan.fields.site'), site, setSite, choices.sites, (o) =>
        t(`divePlan.levels.${(o as DiveChoices['sites'][number]).level}`),
      )}
      {select(t('divePlan.fields.type'), type, setType, choices.types)}
      {select(t('divePlan.fields.boat'), boat, setBoat, choices.boats, (o) =>
        t('divePlan.seats', { count: (o as DiveChoices['boats'][number]).seats }),
      )}
      {select(t('divePlan.fields.guide'), guide, setGuide, choices.staff)}
      <TextField
        select
        label={t('divePlan.fields.crew')}
        value={crew}
        onChange={(e) =>
          setCrew(
            typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]),
          )
        }
        slotProps={{ select: { multiple: true } }}
        fullWidth
      >
        {choices.staff.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}

/** Lifting a block: only with a reason, which the plan's history keeps. */
export function OverrideDialog({
  diver,
  pending,
  onSave,
  onClose,
}: {
  diver: DivePlanDiver;
  pending: boolean;
  onSave: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <ActionDialog
      title={t('divePlan.override.title', { name: diver.fullName })}
      submitLabel={t('divePlan.override.submit')}
      pending={pending}
      submitDisabled={reason.trim().length < 3}
      onClose={onClose}
      onSubmit={() => onSave(reason.trim())}
    >
      {diver.findings
        .filter((f) => f.severity === 'block')
        .map((f) => (
          <Typography key={f.reason} color="error">
            {findingText(t, f)}
          </Typography>
        ))}
      <TextField
        label={t('divePlan.override.reason')}
        helperText={t('divePlan.override.help')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        multiline
        minRows={2}
        autoFocus
      />
    </ActionDialog>
  );
}

/** The diver's breathing gas for this dive: "EAN32", "32 %"; empty is air (the server checks it). */
export function MixDialog({
  diver,
  pending,
  onSave,
  onClose,
}: {
  diver: DivePlanDiver;
  pending: boolean;
  onSave: (mix: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [mix, setMix] = useState(diver.nitroxMix);
  return (
    <ActionDialog
      title={t('divePlan.mix.title', { name: diver.fullName })}
      submitLabel={t('divePlan.save')}
      pending={pending}
      onClose={onClose}
      onSubmit={() => onSave(mix.trim())}
    >
      <TextField
        label={t('divePlan.mix.label')}
        helperText={t('divePlan.mix.help')}
        value={mix}
        onChange={(e) => setMix(e.target.value)}
        autoFocus
      />
    </ActionDialog>
  );
}

/** Closing a dive with divers not back on board needs the reason (the server insists as well). */
export function CloseDiveDialog({
  dive,
  pending,
  onSave,
  onClose,
}: {
  dive: DivePlanDive;
  pending: boolean;
  onSave: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const missing = dive.divers.filter((d) => !d.backOnBoardAt);
  return (
    <ActionDialog
      title={t('headCount.close.title', { time: dive.time })}
      submitLabel={t('headCount.close.submit')}
      pending={pending}
      destructive={missing.length > 0}
      submitDisabled={missing.length > 0 && reason.trim().length < 3}
      onClose={onClose}
      onSubmit={() => onSave(reason.trim())}
    >
      {missing.length > 0 ? (
        <>
          <Typography color="error">
            {t('headCount.close.missing', {
              count: missing.length,
              names: missing.map((d) => d.fullName).join(', '),
            })}
          </Typography>
          <TextField
            label={t('headCount.close.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            autoFocus
          />
        </>
      ) : (
        <Typography>{t('headCount.close.allBack')}</Typography>
      )}
    </ActionDialog>
  );
}
