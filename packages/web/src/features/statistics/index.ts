// The statistics feature's public face: its screens are reached through the route table only.
export { BookingStatisticsPage } from './booking-statistics-page.tsx';
