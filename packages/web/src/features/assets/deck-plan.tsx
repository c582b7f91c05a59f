import { addDays, isIsoDate, roomResource } from '@seaberth/domain';
import { Alert, Box, Button, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { type KeyboardEvent, type PointerEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useResourcePermissions } from '../../resources/use-resource-permissions.ts';
import { CabinPlaceDialog } from './cabin-place-dialog.tsx';
import { CELL_KEYS } from '../../ui/calendar-colors.ts';
import { DeckDrawing, type PlacedCabin } from './deck-drawing.tsx';
import { boxAfterKey, firstFreeSpot, newCabinSize, overlaps, type PlanBox } from './plan-geometry.ts';
import { StateLegend } from './state-legend.tsx';
import { UnplacedCabins, type UnplacedCabin } from './unplaced-cabins.tsx';
import { useVesselDecks } from './use-asset-children.ts';
import { useCabinPlans } from './use-cabin-plans.ts';
import { useCabinStates } from './use-cabin-states.ts';
import { useElementWidth } from './use-element-width.ts';
import { type DeckGeometry, usePlanDrag } from './use-plan-drag.ts';
import { DateField } from '../../app/date-field.tsx';
import { operatorToday } from '../../app/clock.ts';

/** Pixels per plan unit: as large as the page allows, within what stays readable. */
const MAX_SCALE = 10;
const MIN_SCALE = 3;

/**
 * /vesseldeck and the vessel's "Deck plan" tab: every deck drawn to scale, top deck first, with
 * its cabins coloured by their state for the chosen nights. Cabins are placed by dragging (or by
 * keyboard) and each placement is saved on the cabin.
 */
export function DeckPlan({ vesselId }: { vesselId: string }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const helpId = useId();
  const editable = useResourcePermissions(roomResource).canUpdate;
  const { decks, isLoading: decksLoading, error: decksError } = useVesselDecks(vesselId);
  const plans = useCabinPlans(vesselId);
  const [from, setFrom] = useState(operatorToday());
  const [to, setTo] = useState(addDays(operatorToday(), 7));
  const rangeOk = isIsoDate(from) && isIsoDate(to) && from < to;
  const { states, occupancy } = useCabinStates(vesselId, rangeOk ? from : '', rangeOk ? to : '');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const geometries = useRef(new Map<string, DeckGeometry>());
  const { ref: widthRef, width } = useElementWidth(900);

  const widest = Math.max(10, ...decks.map((deck) => deck.planWidth));
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, (width - 8) / widest));
  const deckById = useMemo(() => new Map(decks.map((deck) => [deck.id, deck])), [decks]);

  const { placed, unplaced } = useMemo(() => {
    const placedByDeck = new Map<string, PlacedCabin[]>();
    const rest: UnplacedCabin[] = [];
    for (const cabin of plans.cabins) {
      const state = states.get(cabin.id) ?? 'free';
      const deck = cabin.deck ? deckById.get(cabin.deck) : undefined;
      if (deck && cabin.plan) {
        const { x, y, w, h } = cabin.plan;
        const label = t('assets.plan.cabinLabel', {
          name: cabin.name,
          state: t(`assets.states.${state}`),
          x,
          y,
          w,
          h,
        });
        placedByDeck.set(deck.id, [
          ...(placedByDeck.get(deck.id) ?? []),
          { id: cabin.id, name: cabin.name, box: cabin.plan, state, label },
        ]);
      } else rest.push({ id: cabin.id, name: cabin.name, state, deckName: deck?.name ?? null });
    }
    return { placed: placedByDeck, unplaced: rest };
  }, [plans.cabins, states, deckById, t]);

  const { place } = plans;
  // Two cabins never share deck space: a move onto another cabin is refused with its name.
  const blockedBy = useCallback(
    (roomId: string, deckId: string, box: PlanBox) => {
      const other = (placed.get(deckId) ?? []).find(
        (cabin) => cabin.id !== roomId && overlaps(cabin.box, box),
      );
      if (other) showError(t('assets.plan.overlap', { name: other.name }));
      return Boolean(other);
    },
    [placed, showError, t],
  );
  const { begin, preview, dragging } = usePlanDrag(geometries, ({ roomId, deckId, box }) => {
    if (blockedBy(roomId, deckId, box)) return;
    place(roomId, { deck: deckId, plan: box });
    setSelectedId(roomId);
  });

  const cabinOf = useCallback((id: string) => plans.cabins.find((cabin) => cabin.id === id), [plans.cabins]);
  const onMoveStart = useCallback(
    (event: PointerEvent, id: string) => {
      const cabin = cabinOf(id);
      if (cabin?.deck && cabin.plan) begin(event, id, 'move', { deckId: cabin.deck, box: cabin.plan });
    },
    [begin, cabinOf],
  );
  const onResizeStart = useCallback(
    (event: PointerEvent, id: string) => {
      const cabin = cabinOf(id);
      if (cabin?.deck && cabin.plan) begin(event, id, 'resize', { deckId: cabin.deck, box: cabin.plan });
    },
    [begin, cabinOf],
  );
  const onKey = useCallback(
    (event: KeyboardEvent, id: string) => {
      const cabin = cabinOf(id);
      const deck = cabin?.deck ? deckById.get(cabin.deck) : undefined;
      if (!cabin?.plan || !deck) return;
      if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        place(id, { deck: deck.id, plan: null });
        setSelectedId(null);
        return;
      }
      const next = boxAfterKey(cabin.plan, event.key, event.shiftKey, deck);
      if (!next) return;
      event.preventDefault();
      if (blockedBy(id, deck.id, next)) return;
      setSelectedId(id);
      place(id, { deck: deck.id, plan: next });
    },
    [cabinOf, deckById, place, blockedBy],
  );
  const placeByClick = (id: string) => {
    const cabin = cabinOf(id);
    const deck = (cabin?.deck && deckById.get(cabin.deck)) || decks[0];
    if (!deck) return;
    const taken = (placed.get(deck.id) ?? []).map((other) => other.box);
    place(id, { deck: deck.id, plan: firstFreeSpot(deck, taken, newCabinSize(deck)) });
    setSelectedId(id);
  };

  const selected = selectedId ? cabinOf(selectedId) : undefined;
  const loadError = decksError ?? plans.error;
  if (loadError) return <Alert severity="error">{describeError(loadError, t)}</Alert>;
  if (!decksLoading && decks.length === 0) {
    return (
      <Alert severity="info">
        {t('assets.plan.noDecks')}{' '}
        <Link component={RouterLink} to={`/vessel/${vesselId}?tab=vesseldeck`}>
          {t('assets.plan.addDecks')}
        </Link>
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1.5}>
          <DateField
            size="small"
            label={t('assets.plan.from')}
            value={from}
            onChange={(iso) => setFrom(iso)}
            sx={{ width: 170 }}
          />
          <DateField
            size="small"
            label={t('assets.plan.until')}
            value={to}
            onChange={(iso) => setTo(iso)}
            error={!rangeOk}
            sx={{ width: 170 }}
          />
        </Stack>
        <StateLegend keys={CELL_KEYS} />
      </Stack>
      <Typography id={helpId} variant="body2" color="text.secondary">
        {editable ? t('assets.plan.help') : t('assets.plan.readOnly')}
      </Typography>
      <Box sx={{ minHeight: 4 }}>
        {(occupancy.isFetching || decksLoading || plans.isLoading) && <LinearProgress />}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0,1fr) 260px' },
          alignItems: 'start',
        }}
      >
        <Stack ref={widthRef} spacing={3} sx={{ minWidth: 0, overflowX: 'auto', pb: 1 }}>
          {decks.map((deck) => (
            <DeckDrawing
              key={deck.id}
              deck={deck}
              scale={scale}
              cabins={placed.get(deck.id) ?? []}
              geometries={geometries}
              selectedId={selectedId}
              draggingId={dragging}
              preview={preview}
              editable={editable}
              helpId={helpId}
              onSelect={setSelectedId}
              onMoveStart={onMoveStart}
              onResizeStart={onResizeStart}
              onKey={onKey}
            />
          ))}
        </Stack>
        <Stack spacing={2}>
          <UnplacedCabins
            cabins={unplaced}
            editable={editable}
            onPlace={placeByClick}
            onDragStart={(event, id) => begin(event, id, 'place', null)}
          />
          {selected?.plan && editable && (
            <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography variant="subtitle2">{selected.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('assets.plan.position', { ...selected.plan })}
              </Typography>
              <Button size="small" onClick={() => setPlacing(true)}>
                {t('assets.plan.place.open')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => {
                  place(selected.id, { deck: selected.deck, plan: null });
                  setSelectedId(null);
                }}
              >
                {t('assets.plan.takeOff')}
              </Button>
            </Box>
          )}
          {placing && selected?.plan && selected.deck && (
            <CabinPlaceDialog
              cabinName={selected.name}
              decks={decks}
              deckId={selected.deck}
              box={selected.plan}
              others={(deckId) => (placed.get(deckId) ?? []).filter((cabin) => cabin.id !== selected.id)}
              onClose={() => setPlacing(false)}
              onPlace={(deckId, box) => {
                place(selected.id, { deck: deckId, plan: box });
                setPlacing(false);
              }}
            />
          )}
          <Typography variant="body2" color="text.secondary" role="status">
            {plans.pending ? t('assets.plan.saving') : t('assets.plan.saved')}
          </Typography>
        </Stack>
      </Box>
    </Stack>
  );
}
