import AccountBalance from '@mui/icons-material/AccountBalance';
import BarChart from '@mui/icons-material/BarChart';
import CardMembership from '@mui/icons-material/CardMembership';
import DirectionsBoat from '@mui/icons-material/DirectionsBoat';
import EventNote from '@mui/icons-material/EventNote';
import Home from '@mui/icons-material/Home';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalOffer from '@mui/icons-material/LocalOffer';
import People from '@mui/icons-material/People';
import Public from '@mui/icons-material/Public';
import Sailing from '@mui/icons-material/Sailing';
import ScubaDiving from '@mui/icons-material/ScubaDiving';
import Settings from '@mui/icons-material/Settings';
import Storefront from '@mui/icons-material/Storefront';
import Villa from '@mui/icons-material/Villa';
import type SvgIcon from '@mui/material/SvgIcon';

export type IconComponent = typeof SvgIcon;

/** Drawer groups in the order operators reach for them; each has a heading `areas.{area}`. */
export const NAV_AREAS = [
  'start',
  'club',
  'bookings',
  'finance',
  'tours',
  'vessels',
  'resorts',
  'agencies',
  'customers',
  'prices',
  'masterData',
  'dive',
  'statistics',
  'configuration',
  'public',
] as const;
export type NavArea = (typeof NAV_AREAS)[number];

export const AREA_ICONS: Record<NavArea, IconComponent> = {
  start: Home,
  club: CardMembership,
  bookings: EventNote,
  finance: AccountBalance,
  tours: Sailing,
  vessels: DirectionsBoat,
  resorts: Villa,
  agencies: Storefront,
  customers: People,
  prices: LocalOffer,
  masterData: Inventory2,
  dive: ScubaDiving,
  statistics: BarChart,
  configuration: Settings,
  public: Public,
};
