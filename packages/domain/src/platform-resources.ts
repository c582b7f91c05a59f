import {
  airlineResource,
  airportResource,
  countryResource,
  destinationResource,
  portResource,
} from './geo/index.ts';
import {
  currencyResource,
  settingResource,
  textblockGroupResource,
  textblockResource,
  translationResource,
} from './settings/index.ts';
import { userResource, userRoleResource } from './users/index.ts';
import { resortResource } from './assets/index.ts';
import { roomResource } from './assets/index.ts';
import { bedTypeResource, roomTypeResource } from './assets/index.ts';
import { vesselDeckResource, vesselListResource, vesselResource } from './assets/index.ts';
import {
  bookingCategoryResource,
  bookingSourceResource,
  dayEventResource,
  dayGuestResource,
} from './booking-setup/index.ts';
import { todoDefinitionResource } from './todos/index.ts';
import { mailQueueResource } from './mail/index.ts';
import { mediaFolderResource, mediaResource } from './media/index.ts';
import { employeeResource, worklogResource } from './staff/index.ts';
import { scheduleResource, tourResource } from './tours/index.ts';
import { commissionResource } from './pricing/index.ts';
import { priceListResource } from './pricing/index.ts';
import { priceVariantResource } from './pricing/index.ts';
import { specialResource, specialsGroupResource } from './pricing/index.ts';
import { supplementResource } from './pricing/index.ts';
import { termsResource } from './pricing/index.ts';
import { productCategoryResource, productResource } from './products/index.ts';
import { arrivalDepartureResource } from './booking/index.ts';
import { bookingResource } from './booking/index.ts';
import { bookingCommentResource } from './booking/index.ts';
import {
  customerDataGroupResource,
  customerGroupResource,
  customerRelationResource,
  loyaltyTierResource,
  customerResource,
  crmFilterResource,
} from './customers/index.ts';
import { contestResource } from './contests/index.ts';
import { mailScheduleResource } from './mail/index.ts';
import { mailAccountResource } from './mail/index.ts';
import { agencyContactResource, agencyGroupResource, agencyResource } from './agencies/index.ts';
import { mailTemplateResource } from './mail/index.ts';
import { taxRateResource } from './invoices/index.ts';
import { diveBoatResource, diveLogResource, diveSiteResource, diveTypeResource } from './dive/index.ts';
import {
  inventoryResource,
  rentalItemResource,
  rentalResource,
  stockLocationResource,
  stockMovementResource,
  supplierResource,
} from './stock/index.ts';
import { posClosingResource, posTillResource, posTransactionResource, tseResource } from './pos/index.ts';
import { reportSubscriptionResource } from './reports/index.ts';
import { referralResource } from './referrals/index.ts';
import type { ResourceDefinition } from './resources/index.ts';

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
  'mail/template': mailTemplateResource,
  tax: taxRateResource,
  mailschedule: mailScheduleResource,
  mailaccount: mailAccountResource,
  agency: agencyResource,
  agencygroup: agencyGroupResource,
  agencycontact: agencyContactResource,
  resort: resortResource,
  vessel: vesselResource,
  vesseldeck: vesselDeckResource,
  vessellist: vesselListResource,
  roomtypes: roomTypeResource,
  bedtype: bedTypeResource,
  rooms: roomResource,
  media: mediaResource,
  mediafolder: mediaFolderResource,
  employee: employeeResource,
  worklog: worklogResource,
  bookingsource: bookingSourceResource,
  bookingcategory: bookingCategoryResource,
  dayguest: dayGuestResource,
  dayevent: dayEventResource,
  tododefinition: todoDefinitionResource,
  tour: tourResource,
  schedule: scheduleResource,
  price: priceListResource,
  pricevariant: priceVariantResource,
  supplements: supplementResource,
  specials: specialResource,
  specialsgroup: specialsGroupResource,
  terms: termsResource,
  commission: commissionResource,
  productcategory: productCategoryResource,
  product: productResource,
  customer: customerResource,
  customergroup: customerGroupResource,
  customerrelation: customerRelationResource,
  loyaltytier: loyaltyTierResource,
  crmfilter: crmFilterResource,
  customerdatagroup: customerDataGroupResource,
  referral: referralResource,
  contest: contestResource,
  bookings: bookingResource,
  arrivaldeparture: arrivalDepartureResource,
  bookingcomment: bookingCommentResource,
  divesite: diveSiteResource,
  divetype: diveTypeResource,
  diveboat: diveBoatResource,
  divelog: diveLogResource,
  stocklocation: stockLocationResource,
  supplier: supplierResource,
  inventory: inventoryResource,
  stockmovement: stockMovementResource,
  rentalitem: rentalItemResource,
  rental: rentalResource,
  postill: posTillResource,
  tse: tseResource,
  pos: posTransactionResource,
  'pos/closing': posClosingResource,
  reportsubscription: reportSubscriptionResource,
} satisfies Record<string, ResourceDefinition>;

export type ResourceName = keyof typeof resourceDefinitions;
