import { CERTIFICATION_AGENCIES, GEAR_SIZES, GENDERS } from '@seaberth/domain';
import { Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  CheckLine,
  CountryLine,
  DateLine,
  FieldGrid,
  NumberLine,
  SelectLine,
  TextLine,
  TimeLine,
} from './guest-form-fields.tsx';

const THIRD = { xs: 12, sm: 4 };
const WHOLE = { xs: 12 };

/** Who the guest is: the names as in the passport, gender, birthday, nationality. */
export function PersonalSection() {
  const { t } = useTranslation();
  return (
    <FieldGrid>
      <TextLine path="masterData.title" size={{ xs: 12, sm: 3 }} autoComplete="honorific-prefix" />
      <TextLine path="masterData.firstName" required size={{ xs: 12, sm: 9 }} autoComplete="given-name" />
      <TextLine path="masterData.middleName" autoComplete="additional-name" />
      <TextLine path="masterData.lastName" required autoComplete="family-name" />
      <SelectLine
        path="masterData.gender"
        allowEmpty={false}
        options={GENDERS.map((g) => ({
          value: g,
          label: t(`guestForms.genders.${g}`),
        }))}
      />
      <DateLine path="masterData.birthday" required />
      <CountryLine path="masterData.nationality" />
    </FieldGrid>
  );
}

export function ContactSection() {
  return (
    <FieldGrid>
      <TextLine path="contact.email" required type="email" inputMode="email" autoComplete="email" />
      <TextLine path="contact.phone" type="tel" inputMode="tel" autoComplete="tel" />
    </FieldGrid>
  );
}

export function AddressSection() {
  return (
    <FieldGrid>
      <TextLine path="address.street" size={WHOLE} autoComplete="street-address" />
      <TextLine path="address.zip" size={{ xs: 5, sm: 4 }} autoComplete="postal-code" />
      <TextLine path="address.city" size={{ xs: 7, sm: 8 }} autoComplete="address-level2" />
      <TextLine path="address.state" autoComplete="address-level1" />
      <CountryLine path="address.country" />
    </FieldGrid>
  );
}

/** A trip needs the passport: the port authority reads the manifest. */
export function PassportSection({ isTrip }: { isTrip: boolean }) {
  const { t } = useTranslation();
  return (
    <FieldGrid>
      {isTrip && (
        <Grid size={WHOLE}>
          <Typography variant="body2" color="text.secondary">
            {t('guestForms.passportNeeded')}
          </Typography>
        </Grid>
      )}
      <TextLine path="passport.number" required={isTrip} />
      <DateLine path="passport.expires" required={isTrip} />
      <CountryLine path="passport.nationality" required={isTrip} />
    </FieldGrid>
  );
}

export function DiverSection() {
  const { t } = useTranslation();
  return (
    <FieldGrid>
      <SelectLine
        path="diver.certificationAgency"
        options={CERTIFICATION_AGENCIES.map((agency) => ({
          value: agency,
          label: agency === 'other' ? t('guestForms.otherAgency') : agency,
        }))}
      />
      <TextLine path="diver.certificationLevel" />
      <TextLine path="diver.certificationNumber" />
      <NumberLine path="diver.dives" />
      <DateLine path="diver.lastDive" />
      <CheckLine path="diver.nitrox" size={{ xs: 12, sm: 6 }} />
      <TextLine path="diver.insurance" />
      <TextLine path="diver.insuranceNumber" />
      <Grid size={WHOLE}>
        <Typography variant="subtitle2">{t('guestForms.emergency')}</Typography>
      </Grid>
      <TextLine path="diver.emergencyName" size={THIRD} />
      <TextLine path="diver.emergencyPhone" size={THIRD} type="tel" inputMode="tel" />
      <TextLine path="diver.emergencyRelation" size={THIRD} />
    </FieldGrid>
  );
}

export function GearSection() {
  const sizes = GEAR_SIZES.map((size) => ({ value: size, label: size }));
  return (
    <FieldGrid>
      <SelectLine path="gear.wetsuit" options={sizes} />
      <SelectLine path="gear.bcd" options={sizes} />
      <TextLine path="gear.fins" />
      <TextLine path="gear.boots" />
      <NumberLine path="gear.heightCm" />
      <NumberLine path="gear.weightKg" />
      <CheckLine path="gear.rental" />
    </FieldGrid>
  );
}

/** Flights in and out: free text (the geo lists need a login the guest does not have). */
export function TravelSection() {
  const { t } = useTranslation();
  return (
    <FieldGrid>
      {(['arrival', 'departure'] as const).map((way) => (
        <Grid key={way} size={{ xs: 12, md: 6 }} container spacing={2}>
          <Grid size={WHOLE}>
            <Typography variant="subtitle2">{t(`guestForms.travel.${way}`)}</Typography>
          </Grid>
          <DateLine path={`${way}.date`} />
          <TimeLine path={`${way}.time`} />
          <TextLine path={`${way}.flight`} />
          <TextLine path={`${way}.airline`} />
          <TextLine path={`${way}.airport`} size={WHOLE} />
        </Grid>
      ))}
    </FieldGrid>
  );
}

export function RemarksSection() {
  return (
    <FieldGrid>
      <TextLine path="remarks" multiline size={WHOLE} />
    </FieldGrid>
  );
}
