import { lazy, Suspense } from 'react';
import { PENDING_ATTRIBUTE } from '@taskflow/app-providers';
import type { WaitlistFormProps } from './WaitlistForm';

const WaitlistForm = lazy(() => import('./WaitlistForm').then((module) => ({ default: module.WaitlistForm })));

/**
 * The waitlist form, loaded with the page that shows it: only the website before launch shows it on the landing and
 * features pages, so once launched their first visit does not download it. Until it is there, a pre-rendered page
 * (which shows it) stays on screen.
 */
export function LazyWaitlistForm(props: WaitlistFormProps) {
  return (
    <Suspense fallback={<span hidden {...{ [PENDING_ATTRIBUTE]: '' }} />}>
      <WaitlistForm {...props} />
    </Suspense>
  );
}
