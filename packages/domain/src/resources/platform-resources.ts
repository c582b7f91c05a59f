import {
  airlineResource,
  airportResource,
  countryResource,
  destinationResource,
  portResource,
} from '../geo/geo.ts';
import {
  currencyResource,
  settingResource,
  textblockGroupResource,
  textblockResource,
  translationResource,
} from '../settings/settings.ts';
import { userResource, userRoleResource } from '../users/user.ts';
import { mailQueueResource } from '../mail/mail-queue.ts';
import type { ResourceDefinition } from './define-resource.ts';

/** Every resource served by the generic layer, by wire name. Later areas add theirs here. */
export const resourceDefinitions = {
  users: userResource,
  userrole: userRoleResource,
  currency: currencyResource,
  translation: translationResource,
  country: countryResource,
  destination: destinationResource,
  port: portResource,
  airport: airportResource,
  airline: airlineResource,
  textblock: textblockResource,
  textblockgroup: textblockGroupResource,
  settings: settingResource,
  mailqueue: mailQueueResource,
} satisfies Record<string, ResourceDefinition>;

export type ResourceName = keyof typeof resourceDefinitions;
