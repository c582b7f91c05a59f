import type {
  FormField,
  GuestDataGroup,
  GuestFormData,
  GuestFormFile,
  GuestFormFileKind,
  GuestFormGuest,
} from '@seaberth/domain';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import SendIcon from '@mui/icons-material/Send';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  GlobalStyles,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { describeError } from '../../app/describe-error.ts';
import { PendingButton } from '../../app/pending-button.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { saveGuestForm, uploadGuestFormFile } from './guest-form-api.ts';
import { type FormState, FormStateContext } from './guest-form-fields.tsx';
import { FormRenderer, focusField } from '../forms/index.ts';
import {
  clientProblems,
  extraErrors,
  type FieldErrors,
  FORM_SECTIONS,
  type FormSection,
  normalizeData,
  sectionOf,
  toFieldErrors,
  withValue,
} from './guest-form-paths.ts';
import {
  AddressSection,
  ContactSection,
  DiverSection,
  GearSection,
  PassportSection,
  PersonalSection,
  RemarksSection,
  TravelSection,
} from './guest-form-sections.tsx';
import { MedicalSection } from './medical-section.tsx';
import { SignSection } from './sign-section.tsx';
import { shrinkImage } from './shrink-image.ts';
import { UploadSlot } from './upload-slot.tsx';
import { dataSection, dataSectionOf, GuestDataSection } from './guest-form-data-section.tsx';
import { wordedFieldErrors } from '../../i18n/validation-messages.ts';

/**
 * Where a form is kept: the guest's link (save for later, send, upload) or the operator's desk
 * (save only; the state stays what the guest made it, uploads are the guest's).
 */
export interface GuestFormChannel {
  staff?: boolean;
  save(body: {
    form: string;
    data: GuestFormData;
    submit: boolean;
    version: number;
  }): Promise<GuestFormGuest>;
  upload?(input: { form: string; kind: GuestFormFileKind; file: File }): Promise<GuestFormFile>;
}

/** The guest's channel: the booking's link with its token, in the language the page shows. */
export function linkChannel(booking: string, token: string): GuestFormChannel {
  return {
    save: (body) => saveGuestForm(booking, token, { ...body, language: currentLanguage() }),
    upload: (input) => uploadGuestFormFile(booking, token, input),
  };
}

export interface GuestFormEditorProps {
  channel: GuestFormChannel;
  isTrip: boolean;
  maxFileSizeKb: number;
  /** The operator's own questions (a form definition), asked of every guest. */
  extraFields: readonly FormField[];
  /** The operator's customer data fields asked on the form, a section per data group. */
  dataGroups?: readonly GuestDataGroup[];
  guest: GuestFormGuest;
  /** The stored form changed (saved, sent): the page's copy follows. */
  onSaved: (guest: GuestFormGuest) => void;
  /** Another device saved meanwhile, or the operator took the form over: load it anew. */
  onReload: (reason: 'stale' | 'locked') => void;
}

type Outcome = { severity: 'success' | 'error' | 'info'; text: string } | null;

/**
 * One guest's form: the sections as accordions (one open at a time reads well on a phone), and
 * "Save for later" and "Send" under them. Sending checks what a sent form must hold first and
 * shows each problem at its field; the server's field errors land the same way.
 */
export function GuestFormEditor(props: GuestFormEditorProps) {
  const { channel, isTrip, maxFileSizeKb, extraFields, guest, onSaved, onReload } = props;
  const dataGroups = props.dataGroups ?? [];
  const { t, i18n } = useTranslation();
  const [data, setData] = useState(() => normalizeData(guest.data));
  const [version, setVersion] = useState(guest.version);
  const [files, setFiles] = useState<GuestFormFile[]>(guest.files);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [open, setOpen] = useState<string | false>('masterData');
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<'save' | 'send' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [focus, setFocus] = useState<string | null>(null);
  const readOnly = guest.locked;
  const bar = useRef<HTMLDivElement>(null);
  const barHeight = useHeight(bar, !readOnly);

  // Leaving with unsaved answers asks first: a phone tab closes easily.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // The first field with a problem comes into view once its section is open.
  useEffect(() => {
    if (!focus) return;
    const timer = setTimeout(() => {
      setFocus(null);
      // The operator's questions: their input inside the question's box, as on a public form.
      if (focus.startsWith('extra.')) return focusField(`gf-${guest.form}`, focus.slice('extra.'.length));
      const found = document.querySelector<HTMLElement>(`[data-path="${focus}"], [name="${focus}"]`);
      // A select's named input is a hidden copy; the focus goes to the button beside it.
      const field =
        found?.tagName === 'INPUT' && found.tabIndex === -1
          ? (found.parentElement?.querySelector<HTMLElement>('[role="combobox"]') ?? found)
          : found;
      // At once, not smoothly: the focus and the view arrive together (and no motion for those who avoid it).
      field?.scrollIntoView?.({ block: 'center' });
      field?.focus({ preventScroll: true });
    }, 250);
    return () => clearTimeout(timer);
  }, [focus, guest.form]);

  const state = useMemo<FormState>(
    () => ({
      data,
      errors,
      readOnly,
      set: (path, value) => {
        // A customer data key may hold dots (`dives.total`): it is one key, not a path.
        setData((current) =>
          path.startsWith('data.')
            ? { ...current, data: { ...current.data, [path.slice('data.'.length)]: value as never } }
            : withValue(current, path, value),
        );
        setDirty(true);
        setOutcome(null);
        setErrors((current) => {
          if (!(path in current)) return current;
          const { [path]: _gone, ...rest } = current;
          return rest;
        });
      },
    }),
    [data, errors, readOnly],
  );

  const sectionFor = (path: string): string => dataSectionOf(path, dataGroups) ?? sectionOf(path);
  const showProblems = (problems: { path: string; message: string }[]) => {
    const found = toFieldErrors(problems);
    setErrors(found);
    const first = problems[0]?.path;
    if (first) {
      setOpen(sectionFor(first));
      setFocus(first);
    }
    setOutcome({ severity: 'error', text: t('guestForms.checkFields', { count: problems.length }) });
  };

  const save = async (submit: boolean) => {
    const problems = clientProblems(data, { isTrip, submit, extraFields });
    if (problems.length > 0) return showProblems(wordedFieldErrors(problems, t));
    setPending(submit ? 'send' : 'save');
    setOutcome(null);
    try {
      const saved = await channel.save({ form: guest.form, data, submit, version });
      setErrors({});
      setDirty(false);
      if (saved && typeof saved.version === 'number') {
        setVersion(saved.version);
        if (saved.files) setFiles(saved.files);
        onSaved(saved);
      } else setVersion((current) => current + 1);
      setOutcome({
        severity: 'success',
        text: submit
          ? t('guestForms.sent')
          : channel.staff
            ? t('guestForms.review.edited')
            : t('guestForms.saved'),
      });
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.body.fields?.length) {
        showProblems(wordedFieldErrors(error.body.fields, t));
      } else if (isApiError(error) && error.status === 409) {
        onReload(error.body.description === 'STALE_VERSION' ? 'stale' : 'locked');
      } else setOutcome({ severity: 'error', text: describeError(error, t) });
    } finally {
      setPending(null);
    }
  };

  const sendFile = channel.upload;
  const upload = sendFile
    ? async (kind: GuestFormFileKind, file: File) => {
        const small = await shrinkImage(file, maxFileSizeKb * 1024);
        const stored = await sendFile({ form: guest.form, kind, file: small });
        setFiles((current) => [...current.filter((f) => f.id !== stored.id), stored]);
        state.set(`files.${kind}`, stored.id);
      }
    : undefined;
  const uploadProps = { files, maxFileSizeKb, onUpload: upload };

  const bodies: Record<FormSection, ReactNode> = {
    masterData: <PersonalSection />,
    contact: <ContactSection />,
    address: <AddressSection />,
    passport: <PassportSection isTrip={isTrip} />,
    diver: <DiverSection />,
    gear: <GearSection />,
    travel: <TravelSection />,
    medical: <MedicalSection upload={uploadProps} />,
    files: (
      <Stack spacing={2}>
        <UploadSlot kind="passportScan" {...uploadProps} />
        <UploadSlot kind="certificationCard" {...uploadProps} />
      </Stack>
    ),
    remarks: <RemarksSection />,
    extra: (
      <FormRenderer
        fields={extraFields}
        language={i18n.resolvedLanguage ?? i18n.language}
        answers={data.extra}
        onChange={(key, value) => state.set(`extra.${key}`, value)}
        errors={extraErrors(errors)}
        readOnly={readOnly}
        idPrefix={`gf-${guest.form}`}
      />
    ),
    sign: <SignSection />,
  };
  // The operator's questions show only when the operator asks some.
  const fixed = FORM_SECTIONS.filter((section) => section !== 'extra' || extraFields.length > 0);
  // The data groups' sections come after the operator's questions, before the signature.
  const sections: { key: string; title: string; body: ReactNode }[] = [
    ...fixed
      .filter((section) => section !== 'sign')
      .map((section) => ({
        key: section,
        title: t(`guestForms.sections.${section}`),
        body: bodies[section],
      })),
    ...dataGroups.map((group) => ({
      key: dataSection(group),
      title: group.name,
      body: <GuestDataSection group={group} />,
    })),
    { key: 'sign', title: t('guestForms.sections.sign'), body: bodies.sign },
  ];
  const sectionsWithErrors = new Set(Object.keys(errors).map(sectionFor));

  return (
    <FormStateContext.Provider value={state}>
      <Box data-testid={`guest-form-${guest.form}`}>
        {readOnly && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('guestForms.locked')}
          </Alert>
        )}
        {!readOnly && !channel.staff && guest.state === 'submitted' && (
          <Alert severity="success" variant="outlined" sx={{ mb: 2 }}>
            {t('guestForms.alreadySent')}
          </Alert>
        )}
        {sections.map(({ key: section, title, body }) => (
          <Accordion
            key={section}
            expanded={open === section}
            onChange={(_event, expanded) => setOpen(expanded ? section : false)}
            disableGutters
            // Only the open section is drawn: sixty fields at once are slow on an old phone.
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${section}-content`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {sectionsWithErrors.has(section) && (
                  <ErrorOutlineIcon color="error" fontSize="small" aria-label={t('guestForms.hasErrors')} />
                )}
                <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails id={`${section}-content`}>{body}</AccordionDetails>
          </Accordion>
        ))}
        {!readOnly && (
          // The page scrolls a focused field clear of the sticky bar below it (WCAG 2.4.11).
          <GlobalStyles styles={{ html: { scrollPaddingBottom: barHeight + 8 } }} />
        )}
        {!readOnly && (
          <Paper
            ref={bar}
            elevation={3}
            sx={{
              position: 'sticky',
              bottom: 0,
              mt: 2,
              p: 1.5,
              zIndex: 2,
              borderRadius: { xs: 0, sm: 1 },
              mx: { xs: -2, sm: 0 },
            }}
          >
            {outcome && (
              <Alert
                severity={outcome.severity}
                sx={{ mb: 1 }}
                role={outcome.severity === 'error' ? 'alert' : 'status'}
              >
                {outcome.text}
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              {channel.staff ? (
                <PendingButton
                  variant="contained"
                  startIcon={<SaveIcon />}
                  pending={pending === 'save'}
                  disabled={pending !== null || !dirty}
                  onClick={() => void save(false)}
                >
                  {t('guestForms.review.saveEdits')}
                </PendingButton>
              ) : null}
              {!channel.staff && guest.state === 'draft' && (
                <PendingButton
                  variant="outlined"
                  startIcon={<SaveIcon />}
                  pending={pending === 'save'}
                  disabled={pending !== null}
                  onClick={() => void save(false)}
                >
                  {t('guestForms.saveDraft')}
                </PendingButton>
              )}
              {!channel.staff && (
                <PendingButton
                  variant="contained"
                  startIcon={<SendIcon />}
                  pending={pending === 'send'}
                  disabled={pending !== null}
                  onClick={() => void save(true)}
                >
                  {guest.state === 'draft' ? t('guestForms.send') : t('guestForms.sendChanges')}
                </PendingButton>
              )}
            </Stack>
          </Paper>
        )}
      </Box>
    </FormStateContext.Provider>
  );
}

/** An element's height, followed as it changes (the bar grows by a message). */
function useHeight(ref: RefObject<HTMLElement | null>, shown: boolean): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = shown ? ref.current : null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    setHeight(element.offsetHeight);
    return () => observer.disconnect();
  }, [ref, shown]);
  return height;
}
