import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as an SVG data URL (drawn in plain script, no canvas needed), null until it
 * is drawn or when it cannot be. `margin` is the quiet zone in modules around the code.
 */
export function useQrCode(text: string, margin = 1): string | null {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', margin, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (live) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setSource(null);
      });
    return () => {
      live = false;
    };
  }, [text, margin]);
  return source;
}
