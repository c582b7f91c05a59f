import { type FieldDescriptor, findField } from '@seaberth/domain';
import type { ReactNode } from 'react';
import type { FieldOverride } from './form-values.ts';

/** One titled part of a long form: generic inputs for `paths`, and/or the screen's own `content`. */
export interface FormSection {
  key: string;
  title: string;
  intro?: string;
  /** Dotted field paths in display order; `address.*` stands for every field of `address`. */
  paths?: string[];
  /** Rendered inside the form (may use react-hook-form's context), before the generic inputs. */
  lead?: ReactNode;
  /** Rendered inside the form (may use react-hook-form's context), after the generic inputs. */
  content?: ReactNode;
}

/**
 * A list field the screen edits with its own component (beds): the form holds the list itself.
 * `tags` is the generic widget that passes a list through unchanged in both directions; the field
 * is never rendered as chips because no section names its path.
 */
export const OWN_EDITOR: FieldOverride = { widget: 'tags' };

/** The descriptors a section shows, in the order of its paths; unknown paths are skipped. */
export function sectionFields(fields: FieldDescriptor[], paths: string[]): FieldDescriptor[] {
  return paths.flatMap((path) => {
    if (path.endsWith('.*')) return findField(fields, path.slice(0, -2))?.fields ?? [];
    const field = findField(fields, path);
    return field ? [field] : [];
  });
}
