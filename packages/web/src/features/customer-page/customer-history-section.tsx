import { customerResource, type RecordChange } from '@seaberth/domain';
import { Button, List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { QuerySection } from '../../app/query-section.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { resourceKeys } from '../../resources/use-resource.ts';
import { useResourceText } from '../../resources/use-resource-text.ts';

/** The first versions shown; the rest on request, so a long-kept guest's page stays short. */
const FIRST = 8;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "What changed" on a customer's record (issue 37, `GET /api/customer/{id}/diff/0`): each version,
 * newest first, with who changed it and when, and every field before and after.
 */
export function CustomerHistorySection({ customer }: { customer: string }) {
  const { t } = useTranslation();
  const text = useResourceText(customerResource);
  const [all, setAll] = useState(false);
  const versions = useQuery({
    queryKey: [...resourceKeys('customer').detail(customer), 'history'] as const,
    queryFn: () => api.GET('/api/customer/{id}/diff/{from}', { path: { id: customer, from: 0 } }),
    meta: { silent: true },
  });
  const label = (path: string) => {
    const parts = path.split('.');
    return parts.length > 1
      ? `${text.fieldLabel(parts[0]!)} · ${text.fieldLabel(path)}`
      : text.fieldLabel(path);
  };
  const value = (v: unknown) => {
    if (v === null || v === undefined || v === '') return t('customerView.none');
    if (typeof v === 'boolean') return t(v ? 'customers.data.yes' : 'customers.data.no');
    if (typeof v === 'string' && ISO_DAY.test(v)) return formatDate(v, false);
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  };
  const line = (change: RecordChange) =>
    `${label(change.field)}: ${value(change.before)} → ${value(change.after)}`;
  return (
    <QuerySection
      id="customer-history"
      testId="customer-history"
      title={t('customerView.history.title')}
      query={versions}
      isEmpty={(data) => data.length === 0}
      empty={t('customerView.history.empty')}
      sx={{ mt: 2 }}
    >
      {(data) => (
        <>
          <List dense disablePadding>
            {(all ? data : data.slice(0, FIRST)).map((version) => (
              <ListItem key={version.version} divider alignItems="flex-start">
                <ListItemText
                  primary={t(`customerView.history.${version.action}`, {
                    when: formatDate(version.at, true),
                    by: version.actorName || t('customerView.history.system'),
                  })}
                  secondary={
                    version.action === 'create' ? null : version.changes.map(line).join('\n') || null
                  }
                  slotProps={{ secondary: { sx: { whiteSpace: 'pre-line' } } }}
                />
              </ListItem>
            ))}
          </List>
          {!all && data.length > FIRST && (
            <Button onClick={() => setAll(true)} sx={{ mt: 1 }}>
              {t('customerView.history.all', { count: data.length })}
            </Button>
          )}
        </>
      )}
    </QuerySection>
  );
}
