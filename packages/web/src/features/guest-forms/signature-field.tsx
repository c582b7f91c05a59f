import { SIGNATURE_MAX_LENGTH } from '@seaberth/domain';
import { Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { signatureSource } from './guest-form-paths.ts';
import { problemId, useFormState } from './guest-form-fields.tsx';

const HEIGHT = 180;

/**
 * A typed name drawn as a signature, the same PNG data URL a drawing gives (WCAG 2.1.1 and 2.5.1:
 * signing needs no path drawn with a pointer). Empty when the name is blank or there is no canvas.
 */
export function typedSignature(name: string): string {
  const text = name.trim();
  if (!text) return '';
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return '';
  let size = 56;
  const font = (px: number) => `italic ${px}px "Brush Script MT", "Segoe Script", cursive, serif`;
  context.font = font(size);
  // A long name shrinks to fit the box rather than being cut.
  while (size > 18 && context.measureText(text).width > canvas.width - 40) {
    size -= 4;
    context.font = font(size);
  }
  context.fillStyle = '#10263b';
  context.textBaseline = 'middle';
  context.fillText(text, 20, HEIGHT / 2);
  const url = canvas.toDataURL('image/png');
  return url.length <= SIGNATURE_MAX_LENGTH ? url : '';
}

/** A PNG data URL of the drawing, redrawn at screen size when a sharp phone screen makes it too big. */
function exportSignature(canvas: HTMLCanvasElement, pad: SignaturePad): string {
  const full = pad.toDataURL('image/png');
  if (full.length <= SIGNATURE_MAX_LENGTH) return full;
  const small = document.createElement('canvas');
  small.width = canvas.offsetWidth;
  small.height = canvas.offsetHeight;
  small.getContext('2d')?.drawImage(canvas, 0, 0, small.width, small.height);
  const reduced = small.toDataURL('image/png');
  return reduced.length <= SIGNATURE_MAX_LENGTH ? reduced : '';
}

/**
 * The guest signs with a finger or the mouse (signature_pad). A kept signature shows as its
 * picture with "Sign again"; the form holds the PNG as a data URL.
 */
export function SignatureField() {
  const { t } = useTranslation();
  const state = useFormState();
  const signature = signatureSource(state.data.signature);
  const [drawing, setDrawing] = useState(!signature);
  const error = state.errors.signature;
  const label = t('guestForms.fields.signature');

  if (!drawing || state.readOnly) {
    return (
      <Box>
        <Typography variant="subtitle2">{label}</Typography>
        {signature ? (
          <Box
            component="img"
            src={signature}
            alt={label}
            data-testid="signature-image"
            sx={{
              display: 'block',
              maxWidth: '100%',
              height: HEIGHT,
              objectFit: 'contain',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: '#fff',
            }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('guestForms.sign.none')}
          </Typography>
        )}
        {!state.readOnly && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setDrawing(true)}>
            {t('guestForms.sign.again')}
          </Button>
        )}
        {error && (
          <FormHelperText error id={problemId('signature')}>
            {error}
          </FormHelperText>
        )}
      </Box>
    );
  }
  return <SignatureCanvas label={label} error={error ? error : undefined} />;
}

/** "Type instead": the name typed becomes the signature (for a keyboard, a switch or a screen reader). */
function TypedSignature({ onDraw, invalid }: { onDraw: () => void; invalid: boolean }) {
  const { t } = useTranslation();
  const state = useFormState();
  const [name, setName] = useState('');
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      <TextField
        size="small"
        label={t('guestForms.sign.typedLabel')}
        helperText={t('guestForms.sign.typedHint')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          state.set('signature', typedSignature(event.target.value));
        }}
        error={invalid}
        // A missing signature takes the focus after a send, and its message is read with it.
        slotProps={{
          htmlInput: {
            'data-path': 'signature',
            autoComplete: 'name',
            'aria-describedby': invalid ? problemId('signature') : undefined,
          },
        }}
      />
      <Box>
        <Button size="small" onClick={onDraw}>
          {t('guestForms.sign.drawInstead')}
        </Button>
      </Box>
    </Stack>
  );
}

function SignatureCanvas({ label, error }: { label: string; error?: string }) {
  const [typing, setTyping] = useState(false);
  if (typing)
    return (
      <Box>
        <Typography variant="subtitle2" id="signature-label">
          {label}
        </Typography>
        <TypedSignature onDraw={() => setTyping(false)} invalid={Boolean(error)} />
        {error && (
          <FormHelperText error id={problemId('signature')}>
            {error}
          </FormHelperText>
        )}
      </Box>
    );
  return <SignaturePadField label={label} error={error} onType={() => setTyping(true)} />;
}

function SignaturePadField({ label, error, onType }: { label: string; error?: string; onType: () => void }) {
  const { t } = useTranslation();
  const state = useFormState();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const setRef = useRef(state.set);
  setRef.current = state.set;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let pad: SignaturePad;
    try {
      pad = new SignaturePad(canvas, { backgroundColor: 'rgba(0,0,0,0)', penColor: '#10263b' });
    } catch {
      // No 2D canvas (a very old browser, or a test page): the field stays empty.
      return;
    }
    padRef.current = pad;
    // Draw in device pixels so the line is sharp on phone screens.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    fit();
    const ended = () => setRef.current('signature', pad.isEmpty() ? '' : exportSignature(canvas, pad));
    pad.addEventListener('endStroke', ended);
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  return (
    <Box>
      <Typography variant="subtitle2" id="signature-label">
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('guestForms.sign.hint')}
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-labelledby="signature-label"
        // A missing signature takes the focus after a send, and its message is read with it.
        tabIndex={-1}
        data-path="signature"
        aria-describedby={error ? problemId('signature') : undefined}
        data-testid="signature-pad"
        sx={{
          display: 'block',
          width: '100%',
          height: HEIGHT,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        <Button
          size="small"
          onClick={() => {
            padRef.current?.clear();
            state.set('signature', '');
          }}
        >
          {t('guestForms.sign.clear')}
        </Button>
        <Button
          size="small"
          onClick={() => {
            state.set('signature', '');
            onType();
          }}
        >
          {t('guestForms.sign.typeInstead')}
        </Button>
      </Stack>
      {error && (
        <FormHelperText error id={problemId('signature')}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
