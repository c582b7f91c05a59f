import { KNOWN_SCOPES, scopeArea } from '../known-scopes.ts';
import { ChipsField } from './chips-field.tsx';
import type { FieldProps } from './field-props.ts';

/**
 * Permission scopes as chips with the known `area.verb` scopes as suggestions. Accepts a plain
 * list or an object holding one (`permissions: { scope: [...] }` on users).
 */
export function ScopesField(props: FieldProps & { specialGroup: string }) {
  const { field, specialGroup } = props;
  const list = field.kind === 'object' ? field.fields?.find((child) => child.kind === 'array') : field;
  return (
    <ChipsField
      {...props}
      field={list ?? field}
      name={list && list !== field ? `${props.name}.${list.name}` : props.name}
      suggestions={KNOWN_SCOPES}
      groupBy={(scope) => scopeArea(scope) || specialGroup}
    />
  );
}
