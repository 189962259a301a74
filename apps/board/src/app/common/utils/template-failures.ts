/** The code of a failed call's answer (the template codes are newer than the contracts' list of codes). */
export function failureCode(failure: unknown): string | undefined {
  const data = (failure as { data?: { code?: unknown } } | undefined)?.data;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/** The text for a failed template call by its code, else the fallback. */
export function templateFailureKey(failure: unknown, fallback: string): string {
  const code = failureCode(failure);
  if (code === 'PROJECT_TEMPLATE_NOT_FOUND') return 'templates.errors.notFound';
  if (code === 'PROJECT_TEMPLATE_BUILT_IN') return 'templates.errors.builtIn';
  return fallback;
}
