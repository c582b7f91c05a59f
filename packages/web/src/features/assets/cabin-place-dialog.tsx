import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { type DeckSize, overlaps, type PlanBox } from './plan-geometry.ts';

export interface PlaceableDeck extends DeckSize {
  id: string;
  name: string;
}

type Field = keyof PlanBox;
const FIELDS: Field[] = ['x', 'y', 'w', 'h'];

const numbers = (box: Record<Field, string>): PlanBox => ({
  x: Number(box.x),
  y: Number(box.y),
  w: Number(box.w),
  h: Number(box.h),
});

/**
 * Why a typed-in placement cannot be saved, field by field: whole numbers, at least 1 wide and high,
 * and inside the deck; empty when it fits (an overlap with another cabin is checked apart).
 */
export function placementProblems(
  box: Record<Field, string>,
  deck: DeckSize,
): Partial<Record<Field, string>> {
  const n = numbers(box);
  const problems: Partial<Record<Field, string>> = {};
  for (const f of FIELDS) {
    if (box[f].trim() === '' || !Number.isInteger(n[f])) problems[f] = 'whole';
    else if (n[f] < (f === 'w' || f === 'h' ? 1 : 0)) problems[f] = 'tooSmall';
  }
  if (!problems.x && !problems.w && n.x + n.w > deck.planWidth) problems.w = 'outside';
  if (!problems.y && !problems.h && n.y + n.h > deck.planHeight) problems.h = 'outside';
  return problems;
}

/**
 * The deck plan's drag as a form (WCAG 2.5.7, issue 40): the deck, the position and the size of a
 * cabin typed in. A place another cabin takes is refused here with its name, as a drop would be.
 */
export function CabinPlaceDialog({
  cabinName,
  decks,
  deckId,
  box,
  others,
  onPlace,
  onClose,
}: {
  cabinName: string;
  decks: readonly PlaceableDeck[];
  deckId: string;
  box: PlanBox;
  /** The other cabins' boxes on each deck. */
  others: (deckId: string) => { name: string; box: PlanBox }[];
  onPlace: (deckId: string, box: PlanBox) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [deck, setDeck] = useState(deckId);
  const [values, setValues] = useState<Record<Field, string>>({
    x: String(box.x),
    y: String(box.y),
    w: String(box.w),
    h: String(box.h),
  });
  const [tried, setTried] = useState(false);
  const chosenDeck = decks.find((d) => d.id === deck)!;
  const problems = placementProblems(values, chosenDeck);
  const typed = numbers(values);
  const taken = Object.keys(problems).length
    ? undefined
    : others(deck).find((other) => overlaps(other.box, typed));
  const message = (problem: string | undefined) =>
    problem
      ? t(`assets.plan.place.${problem}`, { width: chosenDeck.planWidth, height: chosenDeck.planHeight })
      : undefined;
  return (
    <ActionDialog
      title={t('assets.plan.place.title', { name: cabinName })}
      submitLabel={t('assets.plan.place.submit')}
      error={tried && taken ? { text: t('assets.plan.overlap', { name: taken.name }) } : null}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (!Object.keys(problems).length && !taken) onPlace(deck, typed);
      }}
      testId="cabin-place-dialog"
    >
      <TextField
        select
        label={t('assets.plan.place.deck')}
        value={deck}
        onChange={(e) => setDeck(e.target.value)}
      >
        {decks.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {t('assets.plan.place.deckSize', { name: d.name, width: d.planWidth, height: d.planHeight })}
          </MenuItem>
        ))}
      </TextField>
      {FIELDS.map((f, index) => (
        <TextField
          key={f}
          autoFocus={index === 0}
          label={t(`assets.plan.place.${f}`)}
          value={values[f]}
          onChange={(e) => setValues((current) => ({ ...current, [f]: e.target.value }))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={tried && Boolean(problems[f])}
          helperText={tried ? message(problems[f]) : undefined}
        />
      ))}
    </ActionDialog>
  );
}
