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
import { resortResource } from '../assets/resort.ts';
import { roomResource } from '../assets/room.ts';
import { bedTypeResource, roomTypeResource } from '../assets/room-type.ts';
import { vesselDeckResource, vesselListResource, vesselResource } from '../assets/vessel.ts';
import {
  bookingCategoryResource,
  bookingSourceResource,
  dayEventResource,
  dayGuestResource,
} from '../booking-setup/booking-setup.ts';
import { todoDefinitionResource } from '../todos/todo.ts';
import { mailQueueResource } from '../mail/mail-queue.ts';
import { mediaFolderResource, mediaResource } from '../media/media.ts';
import { employeeResource, worklogResource } from '../staff/staff.ts';
import { scheduleResource, tourResource } from '../tours/tour.ts';
import { commissionResource } from '../pricing/commission.ts';
import { priceListResource } from '../pricing/price-list.ts';
import { priceVariantResource } from '../pricing/price-variant.ts';
import { specialResource, specialsGroupResource } from '../pricing/special.ts';
import { supplementResource } from '../pricing/supplement.ts';
import { termsResource } from '../pricing/terms.ts';
import { productCategoryResource, productResource } from '../products/product.ts';
import { arrivalDepartureResource } from '../booking/arrival-departure.ts';
import { bookingResource } from '../booking/booking.ts';
import { bookingCommentResource } from '../booking/booking-life-inputs.ts';
import { customerResource } from '../customers/customer.ts';
import { mailScheduleResource } from '../mail/mail-schedule.ts';
import { mailAccountResource } from '../mail/mail-account.ts';
import { agencyContactResource, agencyGroupResource, agencyResource } from '../agencies/agency.ts';
import { mailTemplateResource } from '../mail/mail-template.ts';
import { taxRateResource } from '../invoices/tax-rate.ts';
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
  bookings: bookingResource,
  arrivaldeparture: arrivalDepartureResource,
  bookingcomment: bookingCommentResource,
} satisfies Record<string, ResourceDefinition>;

export type ResourceName = keyof typeof resourceDefinitions;
