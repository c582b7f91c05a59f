import { describe, expect, it } from 'vitest';
import { agentStatesOf, maxStayNightsOf } from '../booking/index.ts';
import {
  SETTING_DEFINITIONS,
  settingDefinition,
  settingsGroupSchema,
  settingValueProblem,
  toSettingFormValue,
  toSettingStoredValue,
} from './setting-definitions.ts';
import { SETTING_TYPES } from './settings.ts';

const def = (group: string, key: string) => {
  const found = settingDefinition(group, key);
  if (!found) throw new Error(`no definition ${group}.${key}`);
  return found;
};

describe('setting definitions', () => {
  it('name each setting once, in a known group, with a default its own rule accepts', () => {
    const seen = new Set<string>();
    for (const d of SETTING_DEFINITIONS) {
      expect(SETTING_TYPES).toContain(d.group);
      expect(seen.has(`${d.group}.${d.key}`)).toBe(false);
      seen.add(`${d.group}.${d.key}`);
      if (d.kind !== 'multiselect' && d.kind !== 'select' && d.kind !== 'currency')
        expect(settingValueProblem(d.group, d.key, d.default), `${d.key} default`).toBeNull();
    }
  });

  it('agree with the defaults the server assumes when nothing is stored', () => {
    expect(toSettingFormValue(def('booking', 'maxStayNights'), undefined)).toBe(maxStayNightsOf(undefined));
    expect(toSettingFormValue(def('booking', 'agentStates'), undefined)).toEqual(agentStatesOf(undefined));
  });

  it('turn stored text into form values and back', () => {
    const multi = def('guestform', 'multiGuest');
    expect(toSettingFormValue(multi, '1')).toBe(true);
    expect(toSettingStoredValue(multi, true)).toBe('1');
    expect(toSettingStoredValue(multi, false)).toBe('0');
    const grey = def('calendar', 'greyPast');
    expect(toSettingFormValue(grey, 'false')).toBe(false);
    expect(toSettingStoredValue(grey, true)).toBe('true');
    const days = def('calendar', 'arrivalDays');
    expect(toSettingFormValue(days, '6, 3;9')).toEqual(['6', '3']);
    expect(toSettingStoredValue(days, ['6', '3'])).toBe('3, 6');
    const states = def('booking', 'agentStates');
    expect(toSettingStoredValue(states, ['planned', 'draft'])).toBe('draft, planned');
    expect(toSettingFormValue(def('booking', 'optionDays'), '14')).toBe(14);
  });

  it('keep numbers in their bounds and other values in their shape', () => {
    expect(settingValueProblem('booking', 'optionDays', '0')).toBe('Must be at least 1');
    expect(settingValueProblem('booking', 'optionDays', '366')).toBe('Must be at most 365');
    expect(settingValueProblem('booking', 'optionDays', 'soon')).toBe('Enter a whole number');
    expect(settingValueProblem('booking', 'optionDays', '30')).toBeNull();
    expect(settingValueProblem('booking', 'notifyEmail', 'office')).toBe('E-mail must be valid');
    expect(settingValueProblem('booking', 'notifyEmail', 'office@example.com')).toBeNull();
    expect(settingValueProblem('calendar', 'focColor', 'pink')).toBe('Use a colour like #1a7f8e');
    expect(settingValueProblem('booking', 'checkInMode', 'door')).toBe('Choose one of the offered values');
    expect(settingValueProblem('calendar', 'greyPast', 'maybe')).toBe('A switch is either on or off');
    expect(settingValueProblem('calendar', 'greyPast', 'false')).toBeNull();
    expect(settingValueProblem('calendar', 'arrivalDays', '1, 8')).toBe('Choose one of the offered values');
    expect(settingValueProblem('calendar', 'arrivalDays', '')).toBeNull();
    expect(settingValueProblem('booking', 'agentStates', '')).toBe('Choose at least one');
    expect(settingValueProblem('booking', 'agentStates', 'draft, sunk')).toBe(
      'Choose one of the offered values',
    );
    expect(settingValueProblem('general', 'timezone', 'Mars/Olympus')).toMatch(/time zone/);
    expect(settingValueProblem('general', 'timezone', 'Indian/Maldives')).toBeNull();
    expect(settingValueProblem('general', 'baseCurrency', 'euro')).toBe(
      'Currency code must be three letters',
    );
    expect(settingValueProblem('general', 'companyName', 'x'.repeat(201))).toBe(
      'Must be at most 200 characters',
    );
    // Keys nobody defined stay free text (internal entries such as calendar.icsKey).
    expect(settingValueProblem('calendar', 'icsKey', 'anything')).toBeNull();
  });

  it('build one form schema per group from its definitions', () => {
    const schema = settingsGroupSchema('booking');
    const values = Object.fromEntries(
      SETTING_DEFINITIONS.filter((d) => d.group === 'booking').map((d) => [
        d.key,
        toSettingFormValue(d, undefined),
      ]),
    );
    expect(schema.safeParse(values).success).toBe(true);
    expect(schema.safeParse({ ...values, maxStayNights: 0 }).success).toBe(false);
  });
});
