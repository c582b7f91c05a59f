import { type GuestDataGroup, type GuestFormGuest, MEDICAL_QUESTIONS, medicalYes } from '@seaberth/domain';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../app/facts.tsx';
import { normalizeData, signatureSource, valueAt } from './guest-form-paths.ts';
import { formatFormValue, READ_GROUPS } from './guest-form-values.ts';

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * A sent form as the operator reads it: each section's answers, the medical questionnaire with
 * every yes marked, the uploads to open, the remarks and the signature picture.
 */
export function GuestFormReadView({
  guest,
  onOpenFile,
  dataGroups = [],
}: {
  guest: GuestFormGuest;
  onOpenFile: (file: string) => void;
  /** The customer data fields asked on the form: a section per data group, under its name. */
  dataGroups?: readonly GuestDataGroup[];
}) {
  const { t, i18n } = useTranslation();
  const data = normalizeData(guest.data);
  const anyYes = medicalYes(data);
  return (
    <Box data-testid="guest-form-read-view">
      {READ_GROUPS.map(({ group, fields }) => {
        const facts = fields
          .map((field) => [`${group}.${field}`, valueAt(data, `${group}.${field}`)] as const)
          .filter(([, value]) => value !== '' && value !== null && value !== undefined && value !== false)
          .map(
            ([path, value]) =>
              [t(`guestForms.fields.${path}`), formatFormValue(path, value, t, i18n.language)] as [
                string,
                string,
              ],
          );
        return (
          <Box key={group} component="section">
            <Heading>{t(`guestForms.readSections.${group}`)}</Heading>
            {facts.length > 0 ? (
              <Facts facts={facts} columns={3} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('guestForms.nothingGiven')}
              </Typography>
            )}
          </Box>
        );
      })}
      {dataGroups.map((group) => {
        const facts = group.fields
          .map((field) => [field, data.data[field.key]] as const)
          .filter(([, value]) => value !== '' && value !== null && value !== undefined)
          .map(
            ([field, value]) =>
              [field.label, formatFormValue(`data.${field.key}`, value, t, i18n.language)] as [
                string,
                string,
              ],
          );
        return (
          <Box key={group.id} component="section" data-testid={`read-data-${group.id}`}>
            <Heading>{group.name}</Heading>
            {facts.length > 0 ? (
              <Facts facts={facts} columns={3} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('guestForms.nothingGiven')}
              </Typography>
            )}
          </Box>
        );
      })}
      <Heading>{t('guestForms.sections.medical')}</Heading>
      {anyYes && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('guestForms.review.medicalYes')}
        </Alert>
      )}
      <Box component="ol" sx={{ pl: 3, m: 0 }}>
        {MEDICAL_QUESTIONS.map((question) => {
          const answer = data.medical.answers[question];
          return (
            <Box component="li" key={question} sx={{ mb: 0.5 }}>
              <Typography variant="body2" component="span">
                {t(`guestForms.medical.${question}`)}{' '}
              </Typography>
              <Chip
                size="small"
                color={answer ? 'warning' : 'default'}
                variant={answer ? 'filled' : 'outlined'}
                label={
                  answer === undefined
                    ? t('guestForms.review.unanswered')
                    : answer
                      ? t('guestForms.medical.yes')
                      : t('guestForms.medical.no')
                }
              />
            </Box>
          );
        })}
      </Box>
      <Heading>{t('guestForms.sections.files')}</Heading>
      {guest.files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('guestForms.files.none')}
        </Typography>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {guest.files.map((file) => (
            <Button
              key={file.id}
              size="small"
              startIcon={<OpenInNewIcon />}
              onClick={() => onOpenFile(file.id)}
              sx={{ textTransform: 'none', textAlign: 'left' }}
            >
              {t(`guestForms.files.${file.kind}`)}: {file.name}
            </Button>
          ))}
        </Stack>
      )}
      <Heading>{t('guestForms.sections.remarks')}</Heading>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {data.remarks || '—'}
      </Typography>
      {Object.keys(data.extra).length > 0 && (
        <Box component="section">
          <Heading>{t('guestForms.sections.extra')}</Heading>
          <Facts
            facts={Object.entries(data.extra).map(
              ([key, value]) =>
                [key, formatFormValue(`extra.${key}`, value, t, i18n.language)] as [string, string],
            )}
            columns={3}
          />
        </Box>
      )}
      <Heading>{t('guestForms.sections.sign')}</Heading>
      <Typography variant="body2">
        {data.consent ? t('guestForms.review.consented') : t('guestForms.review.notConsented')}
      </Typography>
      {signatureSource(data.signature) ? (
        <Box
          component="img"
          src={signatureSource(data.signature)}
          alt={t('guestForms.fields.signature')}
          data-testid="review-signature"
          sx={{
            mt: 1,
            display: 'block',
            maxWidth: '100%',
            maxHeight: 160,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('guestForms.sign.none')}
        </Typography>
      )}
    </Box>
  );
}
