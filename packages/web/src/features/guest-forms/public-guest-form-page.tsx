import type { GuestFormGuest, GuestFormPublic } from '@seaberth/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { changeLanguage, isLanguage } from '../../i18n/index.ts';
import { guestFormKeys, usePublicGuestForm } from './guest-form-api.ts';
import { GuestFormEditor, linkChannel } from './guest-form-editor.tsx';
import { GuestFormHeader } from './guest-form-header.tsx';

/** "Cabin 3 · bed 2 · Anna Berg", or "Guest 3" for a place nobody is named on yet. */
export function placeLabel(guest: GuestFormGuest, index: number, t: TFunction): string {
  if (!guest.name) return t('guestForms.blankGuest', { number: index + 1 });
  return [guest.roomName, t('guestForms.bed', { bed: guest.bed }), guest.name].filter(Boolean).join(' · ');
}

/** The booking's language if the form speaks it, else the browser's, else the form's first. */
function startLanguage(form: GuestFormPublic): string | undefined {
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2).toLowerCase();
  return [form.booking.language, browser, form.languages[0]].find(
    (lang) => lang && form.languages.includes(lang),
  );
}

/** /guestform/:id/:token — every guest at once when the operator's setting says so. */
export function GuestFormPage() {
  return <PublicGuestForm />;
}

/** /guestform-m/:id/:token — always every guest at once, a tab each. */
export function GuestFormMultiPage() {
  return <PublicGuestForm multi />;
}

/**
 * The guest form as the guests see it from the booking's link: no login, no drawer, phone first.
 * A wrong or expired link says so and nothing else.
 */
function PublicGuestForm({ multi = false }: { multi?: boolean }) {
  const { t } = useTranslation();
  const { id = '', token = '' } = useParams();
  const queryClient = useQueryClient();
  const form = usePublicGuestForm(id, token);
  const [chosen, setChosen] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const channel = useMemo(() => linkChannel(id, token), [id, token]);
  const [notice, setNotice] = useState<string | null>(null);
  const languageSet = useRef(false);

  useEffect(() => {
    if (!form.data || languageSet.current) return;
    languageSet.current = true;
    const lang = startLanguage(form.data);
    if (isLanguage(lang)) void changeLanguage(lang);
  }, [form.data]);

  if (form.isPending && token) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('resources.common.loading')} />
      </Box>
    );
  }
  if (!form.data) {
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Alert severity="error">{t('guestForms.invalidLink')}</Alert>
      </Container>
    );
  }
  const data = form.data;
  const showAll = multi || data.multi;
  const guests = data.guests;
  const current =
    guests.find((guest) => guest.form === chosen) ?? (showAll || guests.length === 1 ? guests[0] : undefined);

  const saved = (guest: GuestFormGuest) =>
    queryClient.setQueryData<GuestFormPublic>(guestFormKeys.public(id, token), (old) =>
      old ? { ...old, guests: old.guests.map((g) => (g.form === guest.form ? { ...g, ...guest } : g)) } : old,
    );
  const reload = async (reason: 'stale' | 'locked') => {
    setNotice(reason === 'stale' ? t('guestForms.stale') : t('guestForms.lockedMeanwhile'));
    await form.refetch();
    setReloads((count) => count + 1);
  };
  const editor = current && (
    <GuestFormEditor
      key={`${current.form}-${reloads}`}
      channel={channel}
      isTrip={data.booking.isTrip}
      maxFileSizeKb={data.maxFileSizeKb}
      extraFields={data.extraFields ?? []}
      dataGroups={data.dataGroups ?? []}
      guest={current}
      onSaved={saved}
      onReload={(reason) => void reload(reason)}
    />
  );

  return (
    // The layout's main area already pads the page; on a phone every pixel of width counts.
    <Container maxWidth="md" sx={{ py: { xs: 0, sm: 2 }, px: { xs: 0, sm: 3 } }}>
      <GuestFormHeader form={data} />
      {notice && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {guests.length === 0 && <Alert severity="info">{t('guestForms.noPlaces')}</Alert>}
      {showAll && guests.length > 0 && (
        <Paper variant="outlined" sx={{ mb: 2 }}>
          <Tabs
            value={current?.form ?? false}
            onChange={(_event, value: string) => setChosen(value)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('guestForms.guests')}
          >
            {guests.map((guest, index) => (
              <Tab
                key={guest.form}
                value={guest.form}
                label={placeLabel(guest, index, t)}
                icon={<StateIcon guest={guest} />}
                iconPosition="start"
                sx={{ textTransform: 'none', minHeight: 48 }}
              />
            ))}
          </Tabs>
        </Paper>
      )}
      {!showAll && !current && guests.length > 0 && (
        <Paper variant="outlined">
          <Typography sx={{ p: 2, pb: 0 }}>{t('guestForms.pickPlace')}</Typography>
          <List aria-label={t('guestForms.guests')}>
            {/* Each button in its own item: a list holds only items (WCAG 1.3.1). */}
            {guests.map((guest, index) => (
              <ListItem key={guest.form} disablePadding>
                <ListItemButton onClick={() => setChosen(guest.form)}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <StateIcon guest={guest} />
                  </ListItemIcon>
                  <ListItemText
                    primary={placeLabel(guest, index, t)}
                    secondary={t(`guestForms.states.${guest.state}`)}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {!showAll && current && guests.length > 1 && (
        <Button startIcon={<ArrowBackIcon />} onClick={() => setChosen(null)} sx={{ mb: 1 }}>
          {t('guestForms.allPlaces')}
        </Button>
      )}
      {!showAll && current && (
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {placeLabel(current, guests.indexOf(current), t)}
        </Typography>
      )}
      {editor}
    </Container>
  );
}

function StateIcon({ guest }: { guest: GuestFormGuest }) {
  const { t } = useTranslation();
  if (guest.locked)
    return <LockIcon fontSize="small" color="action" aria-label={t('guestForms.states.applied')} />;
  if (guest.state === 'submitted')
    return <CheckCircleIcon fontSize="small" color="success" aria-label={t('guestForms.states.submitted')} />;
  return <span />;
}
