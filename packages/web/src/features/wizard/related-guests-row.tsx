import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelatedGuest } from './use-related-guests.ts';

export interface RelatedGuestsRowProps {
  /** The relations of this room's guests who are not in the booking yet. */
  related: readonly RelatedGuest[];
  /** Whether the booking has a free place left for one of them. */
  canPlace: boolean;
  onAdd: (person: RelatedGuest) => Promise<void> | void;
}

/**
 * "Travels with": under a room's places, the family, partner, buddies and companions of its guests
 * who are not booked yet, each one click from the next free place (issue 37).
 */
export function RelatedGuestsRow({ related, canPlace, onAdd }: RelatedGuestsRowProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<string | null>(null);
  if (!related.length) return null;
  const add = async (person: RelatedGuest) => {
    setAdding(person.id);
    try {
      await onAdd(person);
    } finally {
      setAdding(null);
    }
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="wizard-related-guests"
    >
      <Typography variant="body2" color="text.secondary">
        {t('wizard.related.title')}
      </Typography>
      {related.map((person) => {
        const label = t('wizard.related.add', {
          name: person.fullName,
          kind: t(`wizard.related.kind.${person.kind}`),
        });
        // A disabled chip takes no pointer events: the span carries the tooltip that says why.
        return (
          <Tooltip key={person.id} title={canPlace ? '' : t('wizard.related.noFreePlace')}>
            <span>
              <Chip
                icon={<PersonAddAlt1Icon />}
                label={label}
                size="small"
                variant="outlined"
                onClick={() => void add(person)}
                disabled={!canPlace || adding !== null}
              />
            </span>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
