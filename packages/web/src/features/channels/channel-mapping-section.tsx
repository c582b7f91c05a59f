import type { ChannelMappings } from '@seaberth/domain';
import {
  Alert,
  Button,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useReferenceOptions } from '../../resources/use-reference-options.ts';
import { useChannelCatalogue, useChannelMappings, useSaveChannelMappings } from './channels-api.ts';

const NONE = '';

/**
 * The mapping: each of our room types to one of the channel's, and each of the channel's rate
 * plans to one of our price lists (for the room type the plan sells). The pickers are filled from
 * the channel; the whole mapping is saved at once.
 */
export function ChannelMappingSection({ connected, canWrite }: { connected: boolean; canWrite: boolean }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const ours = useReferenceOptions('roomtypes');
  const priceLists = useReferenceOptions('price');
  const catalogue = useChannelCatalogue(connected);
  const stored = useChannelMappings();
  const save = useSaveChannelMappings();
  const [draft, setDraft] = useState<ChannelMappings | undefined>();
  useEffect(() => {
    if (stored.data) setDraft(stored.data);
  }, [stored.data]);

  const channelRoomOf = (roomType: string) =>
    draft?.roomTypes.find((m) => m.roomType === roomType)?.channelRoomType ?? NONE;
  const setRoom = (roomType: string, channelRoomType: string) =>
    setDraft(
      (d) =>
        d && {
          ...d,
          roomTypes: [
            ...d.roomTypes.filter((m) => m.roomType !== roomType && m.channelRoomType !== channelRoomType),
            ...(channelRoomType ? [{ roomType, channelRoomType }] : []),
          ],
        },
    );
  /** Our room type a channel room type is mapped to: the rate plan's price applies to it. */
  const ourRoomFor = (channelRoomType: string | null) =>
    draft?.roomTypes.find((m) => m.channelRoomType === channelRoomType)?.roomType;
  const priceListOf = (ratePlan: string) =>
    draft?.ratePlans.find((m) => m.channelRatePlan === ratePlan)?.priceList ?? NONE;
  const setRate = (ratePlan: string, roomType: string, priceList: string) =>
    setDraft(
      (d) =>
        d && {
          ...d,
          ratePlans: [
            ...d.ratePlans.filter((m) => m.channelRatePlan !== ratePlan),
            ...(priceList ? [{ priceList, roomType, channelRatePlan: ratePlan }] : []),
          ],
        },
    );

  const channelRooms = catalogue.roomTypes.data ?? [];
  const ratePlans = catalogue.ratePlans.data ?? [];
  const loadError = catalogue.roomTypes.error ?? catalogue.ratePlans.error;
  return (
    <Card component="section" aria-labelledby="channel-mapping-title">
      <CardContent>
        <Typography id="channel-mapping-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('channels.mapping.title')}
        </Typography>
        {!connected && <Alert severity="info">{t('channels.mapping.testFirst')}</Alert>}
        {loadError && <Alert severity="error">{describeError(loadError, t)}</Alert>}
        {connected && draft && (
          <>
            <Table size="small" aria-label={t('channels.mapping.roomTypes')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('channels.mapping.ourRoomType')}</TableCell>
                  <TableCell>{t('channels.mapping.channelRoomType')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {ours.options.map((room) => (
                  <TableRow key={room.id}>
                    <TableCell>{room.label}</TableCell>
                    <TableCell>
                      <MappingPicker
                        name={t('channels.mapping.channelRoomTypeOf', { name: room.label })}
                        value={channelRoomOf(room.id)}
                        onChange={(value) => setRoom(room.id, value)}
                        disabled={!canWrite}
                        options={channelRooms.map((c) => ({ id: c.id, label: c.title }))}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Table size="small" aria-label={t('channels.mapping.ratePlans')} sx={{ mt: 2 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('channels.mapping.channelRatePlan')}</TableCell>
                  <TableCell>{t('channels.mapping.ourPriceList')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {ratePlans.map((plan) => {
                  const roomType = ourRoomFor(plan.roomType);
                  return (
                    <TableRow key={plan.id}>
                      <TableCell>{plan.title}</TableCell>
                      <TableCell>
                        <MappingPicker
                          name={t('channels.mapping.priceListOf', { name: plan.title })}
                          value={roomType ? priceListOf(plan.id) : NONE}
                          onChange={(value) => roomType && setRate(plan.id, roomType, value)}
                          disabled={!canWrite || !roomType}
                          helperText={roomType ? undefined : t('channels.mapping.mapRoomFirst')}
                          options={priceLists.options}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            {save.error && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {describeError(save.error, t)}
              </Alert>
            )}
            {canWrite && (
              <Button
                variant="contained"
                sx={{ mt: 2 }}
                disabled={save.isPending}
                onClick={() =>
                  save.mutate(draft, { onSuccess: () => showSuccess(t('channels.mapping.saved')) })
                }
              >
                {t('channels.mapping.save')}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** One picker of the mapping: "not sold" or one of the options; named for screen readers only. */
function MappingPicker(props: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  helperText?: string;
  options: { id: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      fullWidth
      // The column heading says what it is: a label in the field would be cut off on a phone.
      slotProps={{ select: { displayEmpty: true }, htmlInput: { 'aria-label': props.name } }}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      disabled={props.disabled}
      helperText={props.helperText}
    >
      <MenuItem value={NONE}>{t('channels.mapping.notSold')}</MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
