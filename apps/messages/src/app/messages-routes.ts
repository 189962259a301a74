import { lazyPage, type RouteTable } from '@taskflow/app-providers';

const MessagesPage = lazyPage(() => import('./messages/components/MessagesPage').then((m) => m.MessagesPage));

/** The pages below /dashboard/messages (docs/screens-and-routes.md#messages): any signed-in user may open them. */
export const messagesRoutes: RouteTable = [{ path: '', titleKey: 'messages:title', page: MessagesPage }];
