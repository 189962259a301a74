import { useCallback, useMemo, useState } from 'react';
import type { FieldErrors } from '../utils/validation';

/**
 * Form values with validation on blur and on submit: a field shows its error once it was left
 * (or after a submit attempt) and keeps it up to date while the user types.
 */
export function useValidatedForm<Values extends object>(
  initialValues: Values,
  validate: (values: Values) => FieldErrors<Extract<keyof Values, string>>,
) {
  type Field = Extract<keyof Values, string>;
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const allErrors = useMemo(() => validate(values), [validate, values]);

  const errors = useMemo(() => {
    const visible: FieldErrors<Field> = {};
    for (const field of Object.keys(allErrors) as Field[]) if (touched[field]) visible[field] = allErrors[field];
    return visible;
  }, [allErrors, touched]);

  const setValue = useCallback(<F extends Field>(field: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const touch = useCallback((field: Field) => setTouched((current) => ({ ...current, [field]: true })), []);

  /** Marks every field as visited; true when the form has no error and may be sent. */
  const validateAll = useCallback((): boolean => {
    const all = Object.fromEntries(Object.keys(values).map((field) => [field, true])) as Record<Field, boolean>;
    setTouched(all);
    return Object.keys(allErrors).length === 0;
  }, [values, allErrors]);

  return { values, errors, setValue, touch, validateAll };
}
