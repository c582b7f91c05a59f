/**
 * The accessibility statement's facts (issue 40, WCAG 2.2 AA, European Accessibility Act): which
 * success criteria the public pages meet and which of the product's own tests checks each. The
 * public page /accessibility is rendered from this list, so the statement an operator publishes
 * says no more than the tests show. A criterion a test does not yet check stays `partial` with
 * its known limit, never `met`.
 */

export type AccessibilityStatus = 'met' | 'partial';

export interface AccessibilityCheck {
  /** The WCAG 2.2 success criterion, e.g. "1.4.3". */
  criterion: string;
  status: AccessibilityStatus;
  /** The test (file in the repository) that checks it on every build. */
  test: string;
  text: { en: string; de: string };
  /** For `partial`: what is not yet met, in words a guest understands. */
  limit?: { en: string; de: string };
}

const AXE = 'e2e/a11y-public.spec.ts';
const KEYBOARD = 'e2e/a11y-keyboard.spec.ts';
const GRID = 'packages/web/src/features/online-booking/month-grid.test.tsx';
const HOLD = 'e2e/hold-extend.spec.ts';
const FORMS = 'e2e/a11y-public-forms.spec.ts';
const GUEST_FORMS = 'e2e/guest-forms.spec.ts';

export const ACCESSIBILITY_CHECKS: readonly AccessibilityCheck[] = [
  {
    criterion: '1.1.1, 1.3.1, 4.1.2',
    status: 'met',
    test: AXE,
    text: {
      en: 'Pictures, form fields and controls have names, and the structure (headings, lists, grids) is marked up for screen readers.',
      de: 'Bilder, Formularfelder und Bedienelemente haben Namen, und die Struktur (Überschriften, Listen, Raster) ist für Screenreader ausgezeichnet.',
    },
  },
  {
    criterion: '1.4.3, 1.4.11',
    status: 'met',
    test: AXE,
    text: {
      en: 'Text and controls have a contrast of at least 4.5:1 (3:1 for large text and outlines).',
      de: 'Texte und Bedienelemente haben einen Kontrast von mindestens 4,5:1 (3:1 für große Schrift und Umrisse).',
    },
  },
  {
    criterion: '1.4.4, 1.4.10',
    status: 'met',
    test: AXE,
    text: {
      en: 'The pages work at 200 % zoom and on screens 320 pixels wide without scrolling sideways and without anything cut off.',
      de: 'Die Seiten funktionieren bei 200 % Vergrößerung und auf 320 Pixel breiten Bildschirmen ohne seitliches Scrollen und ohne abgeschnittene Inhalte.',
    },
  },
  {
    criterion: '2.1.1, 2.4.3, 2.4.7, 2.4.11',
    status: 'met',
    test: KEYBOARD,
    text: {
      en: 'A trip and a resort stay can be booked with the keyboard alone; the focus is always visible and never hidden.',
      de: 'Eine Reise und ein Resortaufenthalt lassen sich allein mit der Tastatur buchen; der Fokus ist immer sichtbar und nie verdeckt.',
    },
  },
  {
    criterion: '2.1.1, 1.3.1',
    status: 'met',
    test: GRID,
    text: {
      en: 'The calendars of departures and nights are used with the arrow keys and read out with date, availability and price.',
      de: 'Die Kalender der Abfahrten und Nächte werden mit den Pfeiltasten bedient und mit Datum, Verfügbarkeit und Preis vorgelesen.',
    },
  },
  {
    criterion: '2.5.3',
    status: 'met',
    test: AXE,
    text: {
      en: 'The name of each control contains the text you see on it, so voice control finds it.',
      de: 'Der Name jedes Bedienelements enthält den sichtbaren Text, sodass die Sprachsteuerung es findet.',
    },
  },
  {
    criterion: '3.3.1, 4.1.3',
    status: 'met',
    test: FORMS,
    text: {
      en: 'When you send the guest form or a form we sent you with something missing, the focus moves to the first field with a problem, which is marked as invalid and says what is wrong; a message announces how many need attention.',
      de: 'Wenn Sie das Gästeformular oder ein Formular von uns unvollständig absenden, springt der Fokus zum ersten Feld mit einem Problem; es ist als fehlerhaft markiert und sagt, was fehlt, und eine Meldung sagt an, wie viele Angaben zu prüfen sind.',
    },
  },
  {
    criterion: '2.4.11',
    status: 'met',
    test: FORMS,
    text: {
      en: "At 200 % zoom, a field you move to with the keyboard is never hidden under the guest form's button bar or the page header.",
      de: 'Bei 200 % Vergrößerung wird ein Feld, zu dem Sie mit der Tastatur gehen, nie von der Schaltflächenleiste des Gästeformulars oder dem Seitenkopf verdeckt.',
    },
  },
  {
    criterion: '3.3.1, 3.3.2, 4.1.3',
    status: 'met',
    test: KEYBOARD,
    text: {
      en: 'Form errors are named at their field and announced; every field has a visible label.',
      de: 'Fehler in Formularen stehen beim Feld und werden angesagt; jedes Feld hat eine sichtbare Beschriftung.',
    },
  },
  {
    criterion: '2.2.1',
    status: 'met',
    test: HOLD,
    text: {
      en: 'While you pay, the time your places are held is shown and read out. Five minutes and again one minute before it ends you are asked whether you need more time, and one key extends it, up to ten times.',
      de: 'Während Sie bezahlen, wird die Zeit angezeigt und angesagt, für die Ihre Plätze reserviert sind. Fünf Minuten und noch einmal eine Minute vor dem Ende werden Sie gefragt, ob Sie mehr Zeit brauchen, und eine Taste verlängert sie, bis zu zehnmal.',
    },
  },
  {
    criterion: '2.1.1, 2.5.1',
    status: 'met',
    test: GUEST_FORMS,
    text: {
      en: 'The guest form can be signed without drawing: "Type instead" turns your typed name into the signature.',
      de: 'Das Gästeformular lässt sich ohne Zeichnen unterschreiben: „Stattdessen tippen“ macht Ihren getippten Namen zur Unterschrift.',
    },
  },
];
