import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { Box, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../app/icon-action.tsx';
import { type PayProviderRow, secretsOf, webhookUrl } from './pay-provider-api.ts';
import { PayProviderIcon } from './pay-provider-icon.tsx';

export interface PayProviderCardProps {
  provider: PayProviderRow;
  onTest: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

/**
 * One provider account: its type and mode, what it takes, which secrets are stored (never their
 * values) and, for providers that send webhooks, the address to enter in their dashboard.
 */
export function PayProviderCard({ provider, onTest, onEdit, onDelete }: PayProviderCardProps) {
  const { t } = useTranslation();
  const name = String(provider.name);
  const typeLabel = t(`payProviders.types.${provider.type}`);
  const places = provider.resorts.length + provider.vessels.length;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid={`pay-provider-${provider.id}`}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <PayProviderIcon type={provider.type} label={typeLabel} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Chip
                size="small"
                color={provider.mode === 'live' ? 'success' : 'warning'}
                label={t(`payProviders.modes.${provider.mode}`)}
              />
              {!provider.isActive && (
                <Chip size="small" variant="outlined" label={t('payProviders.inactive')} />
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {typeLabel} · {t(`payProviders.charges.${provider.defaultCharge}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {provider.currencies.length ? provider.currencies.join(', ') : t('payProviders.allCurrencies')}{' '}
              · {places ? t('payProviders.places', { count: places }) : t('payProviders.allPlaces')}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
          {secretsOf(provider).map(({ field, stored }) => {
            const label = t(`payProviders.fields.${field}`);
            return (
              <Chip
                key={field}
                size="small"
                variant="outlined"
                color={stored ? 'success' : 'default'}
                icon={stored ? <CheckCircleOutlineIcon /> : <RemoveCircleOutlineIcon />}
                label={
                  stored
                    ? t('payProviders.secretStored', { field: label })
                    : t('payProviders.secretMissing', { field: label })
                }
              />
            );
          })}
        </Stack>
        {provider.type === 'wise' ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('payProviders.wiseNote')}
          </Typography>
        ) : (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="caption" color="text.secondary">
              {t('payProviders.webhookUrl')}
            </Typography>
            <Typography
              variant="body2"
              sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}
            >
              {webhookUrl(provider.id)}
            </Typography>
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <IconAction label={t('payProviders.testOf', { name })} onClick={onTest}>
          <NetworkCheckIcon />
        </IconAction>
        {onEdit && (
          <IconAction label={t('payProviders.edit', { name })} onClick={onEdit}>
            <EditOutlinedIcon />
          </IconAction>
        )}
        {onDelete && (
          <IconAction label={t('payProviders.delete', { name })} onClick={onDelete}>
            <DeleteOutlineIcon />
          </IconAction>
        )}
      </CardActions>
    </Card>
  );
}
