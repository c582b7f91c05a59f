import { z } from 'zod';

/**
 * A free text of several lines (a description, a note): empty by default, a textarea on the form,
 * left out of list columns, where it would only stretch the rows.
 */
export const longText = (max = 2000) =>
  z
    .string()
    .max(max)
    .default('')
    .meta({ ui: { widget: 'textarea', hideInList: true } });
