import { SIGNATURE_MAX_LENGTH } from '@seaberth/domain';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { problemText, signatureSource } from './guest-form-paths.ts';
import { problemId, useFormState } from './guest-form-fields.tsx';

const HEIGHT = 180;

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
            {problemText(error, t)}
          </FormHelperText>
        )}
      </Box>
    );
  }
  return <SignatureCanvas label={label} error={error ? problemText(error, t) : undefined} />;
}

function SignatureCanvas({ label, error }: { label: string; error?: string }) {
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
      </Stack>
      {error && (
        <FormHelperText error id={problemId('signature')}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
