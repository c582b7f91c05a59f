import {
  CUSTOMER_RELATION_KINDS,
  type CustomerRelationKind,
  type CustomerRelationView,
  hasAnyScope,
} from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import {
  Button,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/api-error.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { QuerySection } from '../../app/query-section.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { resourceKeys } from '../../resources/use-resource.ts';
import { CustomerAutocomplete, type CustomerChoice, type CustomerRow } from './customer-autocomplete.tsx';

/**
 * Under the relations' keys, so a relation changed on /customer/relation refreshes every record
 * (and the wizard's offers of related guests).
 */
export const customerRelationsKey = (customer: string) =>
  [...resourceKeys('customerrelation').all, 'of', customer] as const;

const toChoice = (row: CustomerRow): CustomerChoice => ({
  id: row.id,
  fullName: row.fullName ?? '',
  email: row.contact?.email ?? '',
});

/**
 * A customer's relations on their record (`GET /api/customer/{id}/relations`): family, partner,
 * buddies and travel companions, each a link to the other's record; added and removed here.
 */
export function CustomerRelations({
  customer,
  name,
  recordPath = (id) => `/customer/${id}`,
}: {
  customer: string;
  name: string;
  /** Where the other customer's name leads: the edit form, or (from the record page) their record. */
  recordPath?: (id: string) => string;
}) {
  const { t } = useTranslation();
  const { principal } = useSession();
  const { showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const canChange = hasAnyScope(principal, ['customers.update']);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CustomerRelationView | null>(null);
  const relations = useQuery({
    queryKey: customerRelationsKey(customer),
    queryFn: () => api.GET('/api/customer/{id}/relations', { path: { id: customer } }),
    meta: { silent: true },
  });
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: (id: string) => api.records('customerrelation').remove(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys('customerrelation').all });
      setRemoving(null);
      showSuccess(t('customers.relations.removed'));
    },
  });
  const kindLabel = (kind: CustomerRelationKind) => t(`resources.options.kind.${kind}`);
  return (
    <>
      <QuerySection
        id="customer-relations"
        testId="customer-relations"
        title={t('customers.relations.title')}
        query={relations}
        isEmpty={(data) => data.length === 0}
        empty={t('customers.relations.empty')}
        sx={{ mt: 2 }}
        actions={
          canChange && (
            <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('customers.relations.add')}
            </Button>
          )
        }
      >
        {(data) => (
          <List dense disablePadding>
            {data.map((relation) => (
              <ListItem
                key={relation.id}
                divider
                secondaryAction={
                  canChange && (
                    <Tooltip title={t('customers.relations.remove', { name: relation.other.fullName })}>
                      <IconButton
                        aria-label={t('customers.relations.remove', { name: relation.other.fullName })}
                        onClick={() => setRemoving(relation)}
                      >
                        <LinkOffIcon />
                      </IconButton>
                    </Tooltip>
                  )
                }
              >
                <ListItemText
                  primary={
                    <>
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ mr: 1 }}>
                        {kindLabel(relation.kind)}
                      </Typography>
                      <Link component={RouterLink} to={recordPath(relation.other.id)}>
                        {relation.other.fullName}
                      </Link>
                    </>
                  }
                  secondary={[relation.other.email, relation.note].filter(Boolean).join(' · ') || undefined}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QuerySection>
      {adding && <AddRelationDialog customer={customer} name={name} onClose={() => setAdding(false)} />}
      {removing && (
        <ActionDialog
          title={t('customers.relations.removeTitle')}
          submitLabel={t('customers.relations.remove', { name: removing.other.fullName })}
          destructive
          onSubmit={() => remove.mutate(removing.id)}
          onClose={() => setRemoving(null)}
          pending={remove.isPending}
          error={remove.isError ? { text: describeError(remove.error, t) } : null}
        >
          <Typography>
            {t('customers.relations.removeText', {
              name: removing.other.fullName,
              kind: kindLabel(removing.kind),
            })}
          </Typography>
        </ActionDialog>
      )}
    </>
  );
}

/** "Add relation": the other customer found by name or e-mail, how they belong together, a note. */
function AddRelationDialog({
  customer,
  name,
  onClose,
}: {
  customer: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const [other, setOther] = useState<CustomerChoice | null>(null);
  const [kind, setKind] = useState<CustomerRelationKind>('travelsWith');
  const [note, setNote] = useState('');
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.records('customerrelation').create({ customer, related: other?.id ?? '', kind, note }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys('customerrelation').all });
      showSuccess(t('customers.relations.added'));
      onClose();
    },
  });
  // The pair already related, or the customer picked themselves: said under the picker.
  const failure = save.error;
  const onPicker =
    isApiError(failure) && failure.body.description === 'DUPLICATE'
      ? t('customers.relations.duplicate')
      : isApiError(failure) && failure.body.fields?.some((f) => f.path === 'related')
        ? t('validation.relationSelf')
        : undefined;
  return (
    <ActionDialog
      title={t('customers.relations.addTitle', { name })}
      submitLabel={t('customers.relations.add')}
      onSubmit={() => save.mutate()}
      onClose={onClose}
      pending={save.isPending}
      submitDisabled={!other}
      error={save.isError && !onPicker ? { text: describeError(save.error, t) } : null}
    >
      <CustomerAutocomplete
        label={t('customers.relations.other')}
        value={other}
        onChange={setOther}
        toOption={toChoice}
        error={onPicker}
        required
      />
      <TextField
        select
        label={t('customers.relations.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as CustomerRelationKind)}
      >
        {CUSTOMER_RELATION_KINDS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`resources.options.kind.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('customers.relations.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ActionDialog>
  );
}
