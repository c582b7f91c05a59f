/** Reference data a fresh installation starts with; operators edit it on the /geo screens. */

type CountryRow = [code: string, en: string, de: string, callingCode: string];

export const COUNTRIES: CountryRow[] = [
  ['AU', 'Australia', 'Australien', '+61'],
  ['AT', 'Austria', 'Österreich', '+43'],
  ['BE', 'Belgium', 'Belgien', '+32'],
  ['BR', 'Brazil', 'Brasilien', '+55'],
  ['CA', 'Canada', 'Kanada', '+1'],
  ['CN', 'China', 'China', '+86'],
  ['CZ', 'Czechia', 'Tschechien', '+420'],
  ['DK', 'Denmark', 'Dänemark', '+45'],
  ['EG', 'Egypt', 'Ägypten', '+20'],
  ['FJ', 'Fiji', 'Fidschi', '+679'],
  ['FI', 'Finland', 'Finnland', '+358'],
  ['FR', 'France', 'Frankreich', '+33'],
  ['DE', 'Germany', 'Deutschland', '+49'],
  ['HK', 'Hong Kong', 'Hongkong', '+852'],
  ['IN', 'India', 'Indien', '+91'],
  ['ID', 'Indonesia', 'Indonesien', '+62'],
  ['IE', 'Ireland', 'Irland', '+353'],
  ['IL', 'Israel', 'Israel', '+972'],
  ['IT', 'Italy', 'Italien', '+39'],
  ['JP', 'Japan', 'Japan', '+81'],
  ['KR', 'South Korea', 'Südkorea', '+82'],
  ['LU', 'Luxembourg', 'Luxemburg', '+352'],
  ['MY', 'Malaysia', 'Malaysia', '+60'],
  ['MV', 'Maldives', 'Malediven', '+960'],
  ['MT', 'Malta', 'Malta', '+356'],
  ['MX', 'Mexico', 'Mexiko', '+52'],
  ['NL', 'Netherlands', 'Niederlande', '+31'],
  ['NZ', 'New Zealand', 'Neuseeland', '+64'],
  ['NO', 'Norway', 'Norwegen', '+47'],
  ['PW', 'Palau', 'Palau', '+680'],
  ['PH', 'Philippines', 'Philippinen', '+63'],
  ['PL', 'Poland', 'Polen', '+48'],
  ['PT', 'Portugal', 'Portugal', '+351'],
  ['RU', 'Russia', 'Russland', '+7'],
  ['SA', 'Saudi Arabia', 'Saudi-Arabien', '+966'],
  ['SC', 'Seychelles', 'Seychellen', '+248'],
  ['SG', 'Singapore', 'Singapur', '+65'],
  ['ZA', 'South Africa', 'Südafrika', '+27'],
  ['ES', 'Spain', 'Spanien', '+34'],
  ['SE', 'Sweden', 'Schweden', '+46'],
  ['CH', 'Switzerland', 'Schweiz', '+41'],
  ['TW', 'Taiwan', 'Taiwan', '+886'],
  ['TH', 'Thailand', 'Thailand', '+66'],
  ['AE', 'United Arab Emirates', 'Vereinigte Arabische Emirate', '+971'],
  ['GB', 'United Kingdom', 'Vereinigtes Königreich', '+44'],
  ['US', 'United States', 'Vereinigte Staaten', '+1'],
];

export const CURRENCIES = [
  { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, exchangeRate: '1' },
  { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2, exchangeRate: '1.08' },
  { code: 'GBP', name: 'Pound Sterling', symbol: '£', decimals: 2, exchangeRate: '0.85' },
  { code: 'PHP', name: 'Philippine Peso', symbol: '₱', decimals: 2, exchangeRate: '62.5' },
  { code: 'IDR', name: 'Indonesian Rupiah', symbol: 'Rp', decimals: 0, exchangeRate: '17150' },
  { code: 'THB', name: 'Thai Baht', symbol: '฿', decimals: 2, exchangeRate: '38.9' },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', decimals: 2, exchangeRate: '1.65' },
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', decimals: 2, exchangeRate: '0.95' },
];

export const DESTINATIONS = [
  {
    name: 'Raja Ampat',
    country: 'ID',
    description: 'West Papua: the richest reefs on earth, best October to April.',
  },
  {
    name: 'Komodo',
    country: 'ID',
    description: 'Strong currents, mantas and dragons; liveaboards from Labuan Bajo.',
  },
  { name: 'Tubbataha', country: 'PH', description: 'UNESCO reef in the Sulu Sea, open March to June only.' },
  { name: 'Anilao', country: 'PH', description: 'Macro capital two hours south of Manila.' },
  { name: 'Similan Islands', country: 'TH', description: 'Andaman Sea granite boulders, November to April.' },
  { name: 'Red Sea North', country: 'EG', description: 'Wrecks and reefs from Hurghada.' },
];

export const PORTS = [
  { code: 'LBJ 1', name: 'Labuan Bajo', country: 'ID', destination: 'Komodo' },
  { code: 'SOQ 1', name: 'Sorong', country: 'ID', destination: 'Raja Ampat' },
  { code: 'PPS 1', name: 'Puerto Princesa', country: 'PH', destination: 'Tubbataha' },
  { code: 'KHL 1', name: 'Khao Lak', country: 'TH', destination: 'Similan Islands' },
  { code: 'HRG 1', name: 'Hurghada Marina', country: 'EG', destination: 'Red Sea North' },
];

export const AIRPORTS = [
  { code: 'LBJ', name: 'Komodo Airport', city: 'Labuan Bajo', country: 'ID' },
  { code: 'SOQ', name: 'Domine Eduard Osok Airport', city: 'Sorong', country: 'ID' },
  { code: 'DPS', name: 'Ngurah Rai International', city: 'Denpasar', country: 'ID' },
  { code: 'MNL', name: 'Ninoy Aquino International', city: 'Manila', country: 'PH' },
  { code: 'PPS', name: 'Puerto Princesa International', city: 'Puerto Princesa', country: 'PH' },
  { code: 'HKT', name: 'Phuket International', city: 'Phuket', country: 'TH' },
  { code: 'HRG', name: 'Hurghada International', city: 'Hurghada', country: 'EG' },
  { code: 'FRA', name: 'Frankfurt am Main', city: 'Frankfurt', country: 'DE' },
  { code: 'MUC', name: 'Munich', city: 'Munich', country: 'DE' },
  { code: 'SIN', name: 'Singapore Changi', city: 'Singapore', country: 'SG' },
];

export const AIRLINES = [
  { code: 'GA', name: 'Garuda Indonesia', country: 'ID' },
  { code: 'PR', name: 'Philippine Airlines', country: 'PH' },
  { code: 'TG', name: 'Thai Airways', country: 'TH' },
  { code: 'SQ', name: 'Singapore Airlines', country: 'SG' },
  { code: 'LH', name: 'Lufthansa', country: 'DE' },
  { code: 'QR', name: 'Qatar Airways' },
];

export const ROLES = [
  {
    name: 'Reservations',
    group: 'Front office',
    description: 'Takes and changes bookings, manages customers and agencies.',
    scope: [
      'bookings.*',
      'customers.*',
      'agencies.read',
      'tours.read',
      'schedules.read',
      'vessel.read',
      'resort.read',
      'users.self',
    ],
  },
  {
    name: 'Finance',
    group: 'Back office',
    description: 'Bank entries, payments and finance reports.',
    scope: [
      'bank.read',
      'banks.*',
      'bankentries.*',
      'bookingpayment.read',
      'bookings.read',
      'agencies.read',
      'export.read',
      'users.self',
    ],
  },
  {
    name: 'Dive centre',
    group: 'Operations',
    description: 'Dive logs, plans, sites and boats.',
    scope: [
      'divelog.*',
      'diveplan.*',
      'divesite.*',
      'divetype.*',
      'diveboat.*',
      // The pickers of the dive master data: the product a dive type charges, a site's resort or vessel.
      'product.read',
      'resort.read',
      'vessel.read',
      'customers.read',
      'users.self',
    ],
  },
  {
    name: 'Bar and shop',
    group: 'Operations',
    description: 'Sees the stock, books goods received and used, counts inventories; prices stay untouched.',
    // product.stock moves stock without the right to change products (docs/decisions.md, issue 35).
    scope: ['product.read', 'product.stock', 'resort.read', 'vessel.read', 'users.self'],
  },
  {
    name: 'Read only',
    group: 'Back office',
    description: 'Sees bookings and master data, changes nothing.',
    scope: ['bookings.read', 'customers.read', 'agencies.read', 'settings.read', 'users.self'],
  },
];
