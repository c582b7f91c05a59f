import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormControlLabel, MenuItem, Stack, Switch } from '@mui/material';
import {
  DEFAULT_USER_SETTINGS,
  formatMessage,
  LANGUAGES,
  requiredText,
  VALIDATION_MESSAGES as M,
} from '@seaberth/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../api/client.ts';
import { FormTextField } from '../../app/form-text-field.tsx';
import { type SessionUser, useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { changeLanguage, currentLanguage } from '../../i18n/index.ts';

const profileSchema = z.object({
  name: requiredText(),
  phone: z
    .string()
    .trim()
    .max(50, formatMessage(M.maxLength, { max: 50 })),
  language: z.enum(LANGUAGES),
  defaultDashboardDays: z
    .number({ error: M.notANumber })
    .int(M.nonNegativeInteger)
    .min(1, formatMessage(M.min, { min: 1 }))
    .max(365, formatMessage(M.max, { max: 365 })),
  showCustomersInBookingList: z.boolean(),
  showInvertedCurrencyExchange: z.boolean(),
});
type ProfileValues = z.infer<typeof profileSchema>;

function defaultsOf(user: SessionUser): ProfileValues {
  const settings = { ...DEFAULT_USER_SETTINGS, ...user.settings };
  return {
    name: user.name,
    phone: user.phone ?? '',
    language: settings.language ?? currentLanguage(),
    defaultDashboardDays: settings.defaultDashboardDays,
    showCustomersInBookingList: settings.showCustomersInBookingList,
    showInvertedCurrencyExchange: settings.showInvertedCurrencyExchange,
  };
}

/** Name, phone and the user settings of SPEC §3, saved through `POST /api/users/self`. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { updateUser } = useSession();
  const { showError, showSuccess } = useSnackbar();
  const { control, handleSubmit, formState, reset } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: defaultsOf(user),
  });

  const submit = handleSubmit(async ({ name, phone, language, ...settings }) => {
    try {
      const saved = await api.POST('/api/users/self', {
        body: {
          name,
          phone,
          // Settings are saved whole: fields this form does not show must survive.
          settings: { ...user.settings, ...settings, language },
        },
      });
      updateUser(saved);
      reset(defaultsOf(saved));
      if (language !== currentLanguage()) await changeLanguage(language);
      showSuccess(t('profile.saved'));
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <FormTextField control={control} name="name" label={t('profile.fields.name')} autoComplete="name" />
      <FormTextField
        control={control}
        name="phone"
        type="tel"
        label={t('profile.fields.phone')}
        autoComplete="tel"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="language" select label={t('profile.fields.language')}>
          {LANGUAGES.map((lang) => (
            <MenuItem key={lang} value={lang}>
              {t(`languages.${lang}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="defaultDashboardDays"
          type="number"
          label={t('profile.fields.dashboardDays')}
          slotProps={{ htmlInput: { min: 1, max: 365 } }}
        />
      </Stack>
      <Controller
        control={control}
        name="showCustomersInBookingList"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label={t('profile.fields.showCustomersInBookingList')}
          />
        )}
      />
      <Controller
        control={control}
        name="showInvertedCurrencyExchange"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label={t('profile.fields.showInvertedCurrencyExchange')}
          />
        )}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => reset(defaultsOf(user))} disabled={!formState.isDirty}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
