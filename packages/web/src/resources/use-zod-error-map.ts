import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { $ZodRawIssue } from 'zod/v4/core';

/**
 * Translates zod's generic messages. Messages a schema states itself ("Port code must be …") win
 * over this map in zod 4, so only the generic ones are replaced.
 */
export function useZodErrorMap() {
  const { t } = useTranslation();
  return useCallback(
    (issue: $ZodRawIssue): string | undefined => {
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
            ? t('resources.validation.required')
            : t('resources.validation.invalid');
        case 'too_small': {
          const minimum = Number(issue.minimum);
          if (issue.origin === 'string') {
            return minimum <= 1
              ? t('resources.validation.required')
              : t('resources.validation.minLength', { count: minimum });
          }
          if (issue.origin === 'array') return t('resources.validation.minItems', { count: minimum });
          return t('resources.validation.min', { min: minimum });
        }
        case 'too_big': {
          const maximum = Number(issue.maximum);
          if (issue.origin === 'string') return t('resources.validation.maxLength', { count: maximum });
          if (issue.origin === 'array') return t('resources.validation.maxItems', { count: maximum });
          return t('resources.validation.max', { max: maximum });
        }
        case 'invalid_format':
          return issue.format === 'email'
            ? t('resources.validation.email')
            : t('resources.validation.format');
        case 'invalid_value':
          return t('resources.validation.choose');
        case 'not_multiple_of':
          return t('resources.validation.wholeNumber');
        default:
          return undefined;
      }
    },
    [t],
  );
}
