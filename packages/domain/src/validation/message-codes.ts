import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.ts';

/**
 * A message by name (issue 33 §4): `code` is its key under `validation.` in the web's translations,
 * `params` fill that text's placeholders. The server sends both with every field error, so the web
 * words an error from its name and never from its English text.
 */
export interface MessageCode {
  code: string;
  params?: Record<string, string | number>;
}

/**
 * Messages the domain's schemas state in place (`.regex(…, 'Country code must be two letters')`,
 * `.refine(…, { message })`), by their English text, to their code. A zod issue carries no name but
 * its text, so the text is the contract between a schema and this table; the web's
 * validation-messages.test.ts scans the domain sources and fails for a message missing here or
 * untranslated.
 */
export const MESSAGE_CODES: Readonly<Record<string, string>> = {
  // geo
  'Country code must be two letters': 'countryCode',
  'Airport code must be three letters (IATA)': 'airportCode',
  'Airline code must be 2-3 letters or digits': 'airlineCode',
  // settings and currencies
  'Currency code must be three letters': 'currencyCode',
  'Currency code must be three letters (ISO 4217)': 'currencyCodeIso',
  'Exchange rate must be a positive decimal number': 'exchangeRateDecimal',
  'Exchange rate must be greater than zero': 'exchangeRatePositive',
  'Key may only contain letters, digits, dots, dashes and underscores': 'keyCharacters',
  'Enter a whole number': 'settingWholeNumber',
  'Choose one of the offered values': 'settingOption',
  'Choose at least one': 'settingAtLeastOne',
  'A switch is either on or off': 'settingSwitch',
  'Choose a known time zone, like Europe/Berlin': 'settingTimezone',
  'Group may only contain letters, digits, dots, dashes and underscores': 'groupCharacters',
  // booking import (booking-import.ts)
  'The file has no header line': 'importNoHeader',
  'A required column is missing from the header': 'importMissingColumn',
  'The file has more rows than an import takes': 'importTooManyRows',
  'The file cannot be read as CSV': 'importUnreadable',
  // dates, times, colours
  'Use a date as YYYY-MM-DD': 'isoDate',
  'Write a web address like https://example.com': 'webUrl',
  'Use HH:mm, e.g. 14:00': 'timeOfDay',
  'Use a colour like #1a7f8e': 'colour',
  // assets and occupancy
  'A room belongs to exactly one resort or one vessel': 'roomOneAsset',
  'A room type belongs to exactly one resort or one vessel': 'roomTypeOneAsset',
  'Cabins belong to vessels, rooms to resorts': 'roomKind',
  'Pax must satisfy minimum ≤ default ≤ maximum': 'paxOrder',
  'Two beds share a number': 'bedNumbersUnique',
  'The last night must come after the first': 'lastNightAfterFirst',
  'Give either another trip or other dates': 'tripOrDates',
  "An agent's option needs an option date": 'agentOptionDate',
  // banks
  'Give the rate as a decimal number': 'bankRateDecimal',
  // payment providers
  'Write a URL like https://api.example.com': 'payProviderApiUrl',
  'The key does not belong to the chosen mode': 'stripeKeyMode',
  'A Stripe signing secret starts with whsec_': 'stripeWebhookSecret',
  // asset share report
  'A report covers at most 400 days': 'assetShareAtMost',
  // allotments
  'Choose trips or a resort': 'allotmentTripsOrResort',
  'Give the first night and the departure': 'allotmentPeriod',
  'Choose rooms or give how many': 'allotmentRoomsOrCount',
  'Choose rooms or give how many, not both': 'allotmentRoomsNotBoth',
  'Compare two different versions': 'twoVersions',
  'Nothing to change': 'nothingToChange',
  'A blocker spans at most three years': 'blockerMaxYears',
  'Give one variant (or none) per guest': 'variantPerGuest',
  'The stay ends after it starts, within a year': 'stayWithinYear',
  'Give both dates or none': 'bothDatesOrNone',
  // booking set-up and staff
  'A day guest visits exactly one resort or one vessel': 'dayGuestOneAsset',
  'The event must end on or after its first day': 'eventEnd',
  'The shift must end after it starts': 'shiftEnd',
  'The break must be shorter than the shift': 'breakShorterThanShift',
  // dive master data
  'The deepest point must not be shallower than the shallowest': 'diveDepthOrder',
  'A dive site belongs to one resort or one vessel, or to neither when both dive it': 'diveSiteAsset',
  'Name the resort or the vessel the plan is for': 'divePlanAsset',
  'Write the mix as EAN32 or 32 % (21 to 100 % oxygen)': 'nitroxMix',
  'Name the open transaction or the till': 'posTransactionOrTill',
  'Say why the counted cash differs from the expected': 'posClosingReason',
  'A stock location belongs to one resort or one vessel, or to neither': 'stockLocationAsset',
  'Pick two different locations': 'stockTransferLocations',
  'Only a reusable product (rental gear) has numbered items': 'rentalItemProduct',
  'A dive boat belongs to exactly one resort or one vessel': 'diveBoatOneAsset',
  'The dive ends after it starts': 'diveEndAfterStart',
  'A dive is made from one resort or one vessel': 'diveOneAsset',
  // prices
  'The end must be on or after the start': 'endOnOrAfterStart',
  'A price list belongs to exactly one resort or one vessel': 'priceListOneAsset',
  'The departure must come after the arrival': 'departureAfterArrival',
  // bookings and payments
  'Give one bed per guest': 'bedPerGuest',
  'A bed can be given only once': 'bedOnce',
  'Book either a schedule or a resort stay': 'scheduleOrResort',
  'A resort stay needs its dates': 'resortStayDates',
  'A room can be booked only once per booking': 'roomOncePerBooking',
  'An amount of zero is not a payment': 'paymentNotZero',
  'Give a trip or the dates of a stay, not both': 'tripOrStay',
  'A resort needs the first night and the day of departure': 'resortNeedsDates',
  // the company letterhead
  'The company needs a name': 'companyName',
  'Not a valid IBAN': 'iban',
  'Not a valid BIC': 'bic',
  'Not an e-mail address': 'notAnEmail',
  // mail accounts, the mailbox and reports
  'Write a URL like https://login.example.com/oauth2/authorize': 'oauthUrl',
  'The IMAP server is required': 'imapHostRequired',
  'Required for OAuth2': 'requiredForOauth',
  'A folder name cannot hold / . * % " or \\': 'folderName',
  'The end lies before the start': 'endBeforeStart',
  // terms of payment
  'Each day before arrival has one step of the scale': 'scaleStepPerDay',
  // agencies
  'An amount of zero changes nothing': 'zeroCredit',
  'Give the amount without a sign: the kind decides it': 'unsignedCredit',
  // customer data groups and the customer's data
  'A key holds letters, digits, dots, dashes and underscores (at most 64)': 'customerDataKey',
  'Each field key once per group': 'customerFieldTwice',
  'A choice field needs its choices': 'customerFieldChoices',
  'Enter a number': 'customerDataNumber',
  'Answer yes or no': 'customerDataYesNo',
  'At most 2,000 characters': 'customerDataText',
  'Another data group has a field with this key': 'customerFieldKeyTaken',
  'At most 200 keys at once': 'customerDataTooMany',
  'Choose another data group': 'customerDataSameGroup',
  // to-do rules (todos/todo-rules.ts)
  'Choose the mail template to send': 'todoRuleTemplate',
  'Choose the resort or vessel': 'todoRuleAsset',
  'Choose a role or a user to notify': 'todoRuleRecipient',
  'Choose either a role or a user, not both': 'todoRuleOneRecipient',
  // referral codes (referrals/referral-rules.ts)
  'Use 4 to 20 letters or digits': 'referralCodeFormat',
  'There is no referral code like this: please check the spelling': 'referralUnknown',
  'This referral code is no longer active': 'referralInactive',
  'This referral code has expired': 'referralExpired',
  'A guest cannot use their own referral code': 'referralOwn',
  'This guest was referred before: a referral counts once per guest': 'referralReferredBefore',
  'No free referral code was found: please try again': 'referralNoFreeCode',
  // customer relations
  'A customer cannot be related to themselves': 'relationSelf',
  // merging duplicate customers
  'A customer cannot be merged with themselves': 'mergeSelf',
  'This merge has been undone already': 'mergeUndone',
  'A merge can be undone only within 30 days': 'mergeExpired',
  'This customer was merged into another since: undo that merge first': 'mergeLater',
  'Both customers have a dive logged on the same day and time: delete one of them first': 'mergeDiveClash',
  // customer credits
  'Choose the booking': 'chooseBooking',
  // plugins (DATEV)
  'Use a month and day as MM-DD': 'monthDay',
  // guest forms
  'The signature is too large': 'signatureTooLarge',
  'A signature is a drawn picture': 'signatureDrawn',
  'Name a field as group.field': 'guestFormField',
  'This question is not asked on the guest form': 'guestDataNotAsked',
  // forms and the form builder
  'A field key starts with a letter: letters, digits, - and _': 'formFieldKey',
  'Write a URL like https://example.com/video': 'formVideoUrl',
  // connected systems (issue 39)
  'Use lower-case letters, digits and dashes, e.g. reef-lodge': 'systemKey',
  'Write the address like https://lodge.example.com': 'systemUrl',
  'Each field needs its own key': 'formFieldKeyTwice',
  'A choice needs options': 'formChoiceOptions',
  'Give the field a label': 'formFieldLabel',
  Required: 'formAnswerRequired',
  'Not a field of this form': 'formNotAField',
  // booking widgets
  'Write an origin like https://dive.example.com (no path)': 'widgetOrigin',
  // the public booking pages
  'Choose at least one cabin or room': 'onlineChooseRoom',
  'Book either a trip or a resort stay': 'onlineTripOrStay',
  'A room can be chosen only once': 'onlineRoomOnce',
  'Country must be a two-letter code': 'onlineCountry',
  'Name every traveller': 'onlineNameTravellers',
  // reports by mail
  'Choose at least one recipient': 'reportRecipients',
  'There is no report of this kind': 'reportKind',
  'Not a user who can receive mail': 'reportRecipientUnknown',
  'This user may not read this report': 'reportRecipientScope',
  // statistics
  'This report is not grouped by time': 'statisticsNotGrouped',
  // payments (finance/payment-writes.ts)
  'Name at least one field to change': 'fieldToChange',
  'This payment came from a bank entry, a payment provider or the customer credit: change it there':
    'paymentTiedToOrigin',
  'Money from a bank entry, a payment provider or the customer credit is not copied: record new money there':
    'paymentNotCopied',
  // bank entries (finance/bank-entry-writes.ts)
  'An imported entry is the bank’s statement: it does not change': 'bankEntryImported',
  'Money of this entry is assigned to bookings: take the assignments back first': 'bankEntryAssigned',
  // the mail queue (mail/mail-queue.ts)
  'Only a mail still waiting in the queue changes or is withdrawn': 'mailNotWaiting',
  'This mail holds a personal sign-in link: it is not changed or copied': 'mailSealed',
  // sent forms (forms/form-writes.ts)
  'Only an answered form is opened again': 'formNotAnswered',
  // booking templates (documents/booking-templates.ts)
  'No booking in this period fits the template: choose another period or print anyway': 'templateNoneFits',
  'At most 200 documents at once: choose a shorter period or one place': 'templateTooMany',
  'Give a resort or a vessel, not both': 'templateOnePlace',
  // Dropbox backups (settings/dropbox-backups.ts)
  'Enter the Dropbox access token to switch the upload on': 'dropboxTokenRequired',
  'Connect Dropbox first': 'dropboxNotConnected',
  'The stored Dropbox token cannot be read with this server’s key: enter it again': 'dropboxTokenUnreadable',
  'A Dropbox folder starts with / and holds none of : * ? " < > | or a backslash': 'dropboxFolder',
  // channel manager (channels/channel-connection.ts)
  'Connect the channel manager first: its address, property id and API key are needed': 'channelNotConnected',
  'The stored API key cannot be read with this server’s key: enter it again': 'channelApiKeyUnreadable',
  'Enter the property id the channel manager shows for this resort': 'channelPropertyId',
  'The sync range ends after it starts and spans at most 500 days': 'channelSyncRange',
  'Each of our room types and rate plans maps to one channel entry only': 'channelDuplicateMapping',
  'Map only room types of this installation': 'channelUnknownRoomType',
  // OTA bookings (channels/ota-update.ts)
  'This webhook address or secret is not the one configured for the channel manager': 'otaWebhookRefused',
  'The channel sold a room type that is not mapped to one of ours': 'otaUnmappedRoomType',
  'The channel sold a rate plan that is not mapped to one of our price lists': 'otaUnmappedRatePlan',
  'No room of this type is free on these dates: place the booking by hand or reject it': 'otaNoFreeRoom',
  'This OTA update is no conflict waiting to be placed': 'otaNotOpen',
  'A later revision of this OTA booking came first; this one changes nothing': 'otaSuperseded',
  'The channel cancelled a booking that was never placed here': 'otaNothingToCancel',
  'Choose a room of the resort the channel sold': 'otaRoomNotOfResort',
  'Choose one room for each room the channel sold': 'otaRoomPerSoldRoom',
  'Choose a different room for each room the channel sold': 'otaRoomsDistinct',
  // room prices (pricing/room-price-writes.ts)
  'The room belongs to another resort or vessel than the price list': 'roomPriceOtherPlace',
  // live screens (events/live-events.ts)
  'Too many live screens are open for this user: close a tab and try again': 'liveStreamsFull',
  // list queries (reaches a form only through a server answer)
  'filter must be a JSON object': 'filterObject',
  'A filter value is a text, number, true/false, null or a list of these': 'filterValue',
};

interface Template {
  code: string;
  pattern: RegExp;
  params: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The shared rules' templates as patterns: `%min` placeholders become the captured values. */
const TEMPLATES: Template[] = Object.entries(VALIDATION_MESSAGES).map(([code, template]) => {
  const params: string[] = [];
  const source = escapeRegExp(template).replace(/%([A-Za-z]+)/g, (_whole, param: string) => {
    params.push(param);
    return '(.+?)';
  });
  return { code, pattern: new RegExp(`^${source}$`), params };
});

/** The code of a domain message (and the values of a template's placeholders), if it is a known one. */
export function messageCode(message: string): { code: string; params?: Record<string, string> } | undefined {
  if (Object.hasOwn(MESSAGE_CODES, message)) return { code: MESSAGE_CODES[message] as string };
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    if (template.params.length === 0) return { code: template.code };
    const params = Object.fromEntries(template.params.map((param, index) => [param, match[index + 1] ?? '']));
    return { code: template.code, params };
  }
  return undefined;
}

/** What names a zod issue: its code, its text and the bounds zod reports beside them. */
export interface IssueLike {
  code: string;
  message: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  exact?: unknown;
  format?: unknown;
  errors?: unknown;
}

/** Zod's own English for an issue: a schema that words its issue itself is not renamed. */
function isZodWording(issue: IssueLike): boolean {
  const wording = z.config().localeError?.(issue as z.core.$ZodRawIssue);
  return (typeof wording === 'string' ? wording : wording?.message) === issue.message;
}

/**
 * The code of a zod issue: a domain message by its text, else zod's generic length, size and e-mail
 * issues by the shared rules' codes (`minLength` with `min`), so a bare `.max(100)` is named too; a
 * union by the one branch that could have matched.
 */
export function issueCode(issue: IssueLike): MessageCode | undefined {
  const named = messageCode(issue.message);
  if (named) return named;
  if (issue.code === 'invalid_union' && Array.isArray(issue.errors)) {
    // '' or a value (an optional country code): the one branch that is no literal says what is wrong.
    const inner = (issue.errors as IssueLike[][]).flat().filter((branch) => branch.code !== 'invalid_value');
    return inner.length === 1 && inner[0] ? issueCode(inner[0]) : undefined;
  }
  if (issue.exact || !isZodWording(issue)) return undefined;
  const text = issue.origin === 'string';
  const number = issue.origin === 'number' && issue.inclusive === true;
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    if (text) return min <= 1 ? { code: 'required' } : { code: 'minLength', params: { min } };
    if (number) return { code: 'min', params: { min } };
  }
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    if (text) return { code: 'maxLength', params: { max } };
    if (number) return { code: 'max', params: { max } };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return { code: 'emailInvalid' };
  return undefined;
}
