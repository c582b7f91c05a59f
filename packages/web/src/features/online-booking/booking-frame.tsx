import { Alert, Box, CircularProgress, Container } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { OperatorHeader } from '../../app/operator-header.tsx';
import { useSession } from '../../app/session-context.ts';
import { changeLanguage, isLanguage } from '../../i18n/index.ts';
import { type BookingSetup, BookingSetupContext } from './booking-setup.ts';
import { useFrameHeight } from './embed.ts';
import { useOnlineOperator, useWidgetConfig } from './online-api.ts';
import { WidgetTheme } from './widget-theme.tsx';

export interface BookingFrameProps {
  children: ReactNode;
  /** `narrow`: the one-page variants for a website's side column. */
  width?: 'narrow' | 'wide';
  /**
   * The return pages of a payment show the booking whatever became of its widget: the widget only
   * lends them its colour and language there.
   */
  widgetOptional?: boolean;
}

/** The query the booking pages hand on to each other: which widget, which language, a friend's code. */
function carryOf(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['widget', 'lang', 'referral']) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * Around every public booking page: the widget's settings (`?widget=`), the language (`?lang=`
 * first, then the widget's), the operator's colour and logo, and the frame height for the snippet.
 */
export function BookingFrame({ children, width = 'wide', widgetOptional = false }: BookingFrameProps) {
  const { t } = useTranslation();
  const { bootstrap } = useSession();
  const [params] = useSearchParams();
  const widgetId = params.get('widget');
  const lang = params.get('lang');
  const widget = useWidgetConfig(widgetId);
  // The page waits for its language, so nothing is asked for twice (names come in the language).
  const [languageReady, setLanguageReady] = useState(() => !isLanguage(lang) && !widgetId);
  useFrameHeight();

  useEffect(() => {
    if (languageReady) return;
    let wanted: string | null | undefined;
    if (isLanguage(lang)) wanted = lang;
    else if (widget.data || widget.isError) wanted = widget.data?.language;
    else return;
    if (isLanguage(wanted)) void changeLanguage(wanted).then(() => setLanguageReady(true));
    else setLanguageReady(true);
  }, [languageReady, lang, widget.data, widget.isError]);

  const setup = useMemo<BookingSetup>(
    () => ({ widget: widget.data ?? null, carry: carryOf(params) }),
    [widget.data, params],
  );
  // The letterhead names the operator and gives its logo; the bootstrap's logo stands in before.
  const operator = useOnlineOperator();
  const logoUrl =
    operator.data?.logoUrl ?? (typeof bootstrap?.logoUrl === 'string' ? bootstrap.logoUrl : null);

  let body: ReactNode = children;
  if ((widgetId && widget.isPending) || !languageReady)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('onlineBooking.common.loading')} />
      </Box>
    );
  else if (widgetId && !widget.data && !widgetOptional)
    body = <Alert severity="error">{t('onlineBooking.common.noWidget')}</Alert>;

  return (
    <BookingSetupContext.Provider value={setup}>
      <WidgetTheme color={widget.data?.primaryColor}>
        <Container
          maxWidth={width === 'narrow' ? 'sm' : 'md'}
          sx={{ py: { xs: 1.5, sm: 3 }, px: { xs: 1, sm: 2 }, overflowX: 'hidden' }}
        >
          <Box component="header" sx={{ mb: 2 }}>
            <OperatorHeader
              operator={{ name: operator.data?.name ?? '', logoUrl }}
              languageLabel={t('onlineBooking.common.language')}
            />
          </Box>
          {body}
        </Container>
      </WidgetTheme>
    </BookingSetupContext.Provider>
  );
}
