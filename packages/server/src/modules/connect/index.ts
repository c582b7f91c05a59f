/**
 * Connected systems (issue 39, features connect and assetMaster): other Seaberth installations
 * called with signed requests, users' links and the jump between them, the group's asset master.
 * Below nothing but the platform; no other area imports it.
 */
export { registerConnect } from './connect.module.ts';
export type { ConnectService } from './connect.service.ts';
export { systemConnectionBinding } from './system-connection.binding.ts';
export { kidOf } from './peer-signature.ts';
