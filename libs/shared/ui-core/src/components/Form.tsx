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
 * The first control marked invalid that can take focus: `aria-invalid="true"`, as every field of the kit sets with an
 * `error`, or, for a group of controls with one error (a fieldset of checkboxes), `data-invalid="true"` on the group,
 * whose first focusable control is taken.
 */
export function firstInvalidControl(container: HTMLElement): HTMLElement | null {
  const marks = '[aria-invalid="true"], [data-invalid="true"]';
  for (const marked of Array.from(container.querySelectorAll<HTMLElement>(marks))) {
    const control = marked.matches(FOCUSABLE) ? marked : marked.querySelector<HTMLElement>(FOCUSABLE);
    if (control && !control.matches(':disabled')) return control;
  }
  return null;
}

/**
 * For a save that is not a submit of a form (e.g. a bar outside it): `focusFirstInvalid()` after a failed save moves
 * focus to the first field with an error inside `ref`, once the errors are rendered.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0 && ref.current) firstInvalidControl(ref.current)?.focus();
  }, [requests]);
  const focusFirstInvalid = useCallback(() => setRequests((count) => count + 1), []);
  return { ref, focusFirstInvalid };
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
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const result = onSubmit?.(event);
    if (typeof (result as PromiseLike<unknown> | undefined)?.then === 'function')
      (result as PromiseLike<unknown>).then(focusFirstInvalid, focusFirstInvalid);
    else focusFirstInvalid();
  };
  const setRef = useCallback(
    (node: HTMLFormElement | null) => {
      formRef.current = node;
      assignRef(ref, node);
    },
    [formRef, ref],
  );
  return <form noValidate {...rest} ref={setRef} onSubmit={submit} />;
}
