import type { ValidationError } from 'class-validator';

/** Flattens class-validator's error tree into `{ 'address.street': ['...'] }`. */
export function validationErrorsToFields(errors: ValidationError[], parentPath = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) fields[path] = [...(fields[path] ?? []), ...messages];
    Object.assign(fields, validationErrorsToFields(error.children ?? [], path));
  }
  return fields;
}
