import { lazy } from 'react';
import type { RouteTable } from '@taskflow/app-providers';

const MessagesPage = lazy(() =>
  import('./messages/components/MessagesPage').then((m) => ({ default: m.MessagesPage })),
);

/** The pages below /dashboard/messages (docs/screens-and-routes.md#messages): any signed-in user may open them. */
export const messagesRoutes: RouteTable = [{ path: '', titleKey: 'messages:title', page: MessagesPage }];
