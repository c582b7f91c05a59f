// The lane's channel manager for the end-to-end run: the server tests' local server speaking
// Channex's API, on the lane's port, with the suite's key and property and two room types to map.
import { startChannexServer } from '../../packages/server/test/support/channex-server.ts';
import { E2E_CHANNEX } from './env.ts';

const channex = await startChannexServer({
  apiKey: E2E_CHANNEX.apiKey,
  propertyId: E2E_CHANNEX.propertyId,
  port: Number(process.env.CHANNEX_PORT ?? 3104),
  // The OTA bookings spec makes a portal sell a room through it.
  control: true,
});
channex.addRoomType('Double Room');
channex.addRoomType('Dorm Bed');
