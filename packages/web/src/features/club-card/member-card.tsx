import { Box, Chip, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useQrCode } from '../../ui/use-qr-code.ts';

export interface MemberCardProps {
  /** The member's customer id; its first block is printed as the member number. */
  customer: string;
  name: string;
  /** The signed member code (`GET /api/customer/{id}/card`) the QR holds for the counter. */
  code: string;
  tierName?: string | null;
  /** A CSS colour for the tier's chip (the tier's setting); the theme's when empty. */
  tierColor?: string | null;
  points?: number | null;
  operatorName?: string | null;
  logoUrl?: string | null;
}

/** ISO/IEC 7810 ID-1, the size of a payment card: 85.6 × 54 mm. */
export const CARD_WIDTH_MM = 85.6;
export const CARD_HEIGHT_MM = 54;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The club's member card: the operator's logo and name, the guest's name, tier and points, and a
 * QR code of the member code the point of sale scans to find the guest. Shown on the staff's card
 * screen (and printed at its size) and on the member's phone in the club area.
 */
export function MemberCard(props: MemberCardProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  // A quiet zone of two modules: phone screens and printed cards scan more reliably with it.
  const qr = useQrCode(props.code, 2);
  const tierColor = props.tierColor && HEX.test(props.tierColor) ? props.tierColor : null;
  return (
    <Box
      className="member-card"
      role="group"
      aria-label={t('clubCard.card.label', { name: props.name })}
      data-testid="member-card"
      sx={{
        width: '100%',
        maxWidth: 428,
        aspectRatio: `${CARD_WIDTH_MM} / ${CARD_HEIGHT_MM}`,
        borderRadius: '3.5% / 5.5%',
        p: '4.5%',
        boxSizing: 'border-box',
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gridTemplateRows: 'auto 1fr',
        columnGap: '4%',
        color: '#fff',
        // The dark sea behind white text keeps the contrast whatever the theme.
        background: 'linear-gradient(135deg, #0b3d5c 0%, #0e6e8c 60%, #1a9bb0 100%)',
        boxShadow: 3,
        overflow: 'hidden',
        printColorAdjust: 'exact',
        WebkitPrintColorAdjust: 'exact',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, gridColumn: '1 / 3' }}>
        {props.logoUrl && (
          <Box
            component="img"
            src={props.logoUrl}
            alt=""
            sx={{
              height: 28,
              maxWidth: 96,
              objectFit: 'contain',
              bgcolor: '#fff',
              borderRadius: 0.5,
              p: 0.25,
            }}
          />
        )}
        <Typography variant="subtitle2" noWrap sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
          {props.operatorName || t('clubCard.card.club')}
        </Typography>
      </Box>
      <Box sx={{ alignSelf: 'end', minWidth: 0 }}>
        <Typography variant="overline" sx={{ opacity: 0.8, lineHeight: 1.4, display: 'block' }}>
          {t('clubCard.card.member')}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{ fontWeight: 700, lineHeight: 1.15, overflowWrap: 'anywhere' }}
          data-testid="member-card-name"
        >
          {props.name}
        </Typography>
        <Typography variant="caption" sx={{ opacity: 0.85, fontFamily: 'monospace', display: 'block' }}>
          {t('clubCard.card.number', { number: props.customer.slice(0, 8).toUpperCase() })}
        </Typography>
        {(props.tierName || props.points != null) && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            {props.tierName && (
              <Chip
                size="small"
                label={props.tierName}
                sx={{
                  fontWeight: 700,
                  bgcolor: tierColor ?? 'rgba(255,255,255,0.9)',
                  color: tierColor ? theme.palette.getContrastText(tierColor) : '#0b3d5c',
                }}
              />
            )}
            {props.points != null && (
              <Typography variant="caption" sx={{ fontWeight: 600 }}>
                {t('clubCard.card.points', { count: props.points })}
              </Typography>
            )}
          </Box>
        )}
      </Box>
      <Box
        className="member-card-qr"
        sx={{
          alignSelf: 'end',
          width: { xs: 96, sm: 120 },
          aspectRatio: '1',
          bgcolor: '#fff',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {qr && (
          <Box
            component="img"
            src={qr}
            alt={t('clubCard.card.qr')}
            data-testid="member-card-qr"
            sx={{ width: '100%', height: '100%', display: 'block' }}
          />
        )}
      </Box>
    </Box>
  );
}
