import Translate from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { LANGUAGES, type Language } from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/index.ts';
import { useSession } from './session-context.ts';

/** DE / EN in the header; the session saves the choice for a logged-in user. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { setLanguage } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = i18n.resolvedLanguage ?? currentLanguage();

  const choose = (lang: Language) => {
    setAnchor(null);
    void setLanguage(lang);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate />}
        onClick={(event) => setAnchor(event.currentTarget)}
        // The name starts with what is seen ("EN"), so voice control finds it (WCAG 2.5.3).
        aria-label={`${active.toUpperCase()} – ${t('header.language')}`}
        aria-haspopup="menu"
      >
        {active.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lang) => (
          <MenuItem key={lang} selected={lang === active} onClick={() => choose(lang)} lang={lang}>
            {t(`languages.${lang}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
