import { useCallback, useEffect, useRef, useState, type ComponentPropsWithRef, type FormEvent, type Ref } from 'react';

export interface FormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> {
  /**
   * Handles the submit (call `event.preventDefault()`). When it answers a promise (a request), the form looks for
   * errors again once it settles, so errors the server sent back are reached too.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => unknown;
}

const FOCUSABLE = 'input, select, textarea, button, [href], [tabindex]:not([tabindex="-1"])';

/**
 * The first control marked invalid (`aria-invalid="true"`, as every field of the kit does with an `error`) that can
 * take focus; for a marked group, its first focusable control.
 */
export function firstInvalidControl(form: HTMLElement): HTMLElement | null {
  for (const marked of Array.from(form.querySelectorAll<HTMLElement>('[aria-invalid="true"]'))) {
    const control = marked.matches(FOCUSABLE) ? marked : marked.querySelector<HTMLElement>(FOCUSABLE);
    if (control && !control.matches(':disabled')) return control;
  }
  return null;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A form that validates itself (`noValidate`) and, after a submit that left errors, moves focus to the first field
 * with an error, so a keyboard or screen-reader user lands on what to fix instead of staying on the submit button.
 * Every form of the product is one, so this works the same everywhere.
 */
export function Form({ onSubmit, ref, ...rest }: FormProps) {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [submits, setSubmits] = useState(0);

  useEffect(() => {
    if (submits === 0 || !formRef.current) return;
    firstInvalidControl(formRef.current)?.focus();
  }, [submits]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const settled = () => setSubmits((count) => count + 1);
    const result = onSubmit?.(event);
    if (typeof (result as PromiseLike<unknown> | undefined)?.then === 'function')
      (result as PromiseLike<unknown>).then(settled, settled);
    else settled();
  };
  const setRef = useCallback(
    (node: HTMLFormElement | null) => {
      formRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  return <form noValidate {...rest} ref={setRef} onSubmit={submit} />;
}
