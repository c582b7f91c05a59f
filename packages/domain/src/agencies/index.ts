export * from './agency.ts';
export * from './agency-credits.ts';
export * from './agency-bookings.ts';
export * from './commission-statement.ts';
export * from './allotments.ts';
