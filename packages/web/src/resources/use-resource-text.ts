import type { ResourceDefinition } from '@seaberth/domain';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** `callingCodes` → `Calling codes`: a readable last resort when a field has no translation yet. */
export function humanise(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_.-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** The plural title of a resource, for places that name several resources at once (tabs). */
export function resourceTitle(t: TFunction, definition: ResourceDefinition): string {
  return t(`resources.${definition.name}.title`, { defaultValue: humanise(definition.name) });
}

/**
 * Texts of one resource. Field labels come from the shared `fields.{name}` (one word, one
 * translation) unless a resource needs its own wording under `resources.{resource}.fields.{name}`.
 */
export function useResourceText(definition: ResourceDefinition) {
  const { t } = useTranslation();
  const name = definition.name;

  const fieldLabel = useCallback(
    (path: string) => {
      const last = path.split('.').pop() ?? path;
      return t([`resources.${name}.fields.${path}`, `fields.${last}`], { defaultValue: humanise(last) });
    },
    [t, name],
  );

  const optionLabel = useCallback(
    (path: string, value: string) => {
      const last = path.split('.').pop() ?? path;
      return t(`resources.options.${last}.${value}`, { defaultValue: value });
    },
    [t],
  );

  return useMemo(
    () => ({
      /** Plural title of list screens. */
      title: resourceTitle(t, definition),
      /** One record, for "New …" and dialog titles. */
      one: t(`resources.${name}.one`, { defaultValue: humanise(name) }),
      fieldLabel,
      optionLabel,
    }),
    [t, name, definition, fieldLabel, optionLabel],
  );
}
