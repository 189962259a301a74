import { NotFoundPage, RouteTableRoutes } from '@taskflow/app-providers';
import { commentsTexts, filesTexts } from '@taskflow/work-comments';
import { messagesRoutes } from './messages-routes';
import { messagesTexts } from './messages-texts';

// The module the shell loads as 'messages/Routes' (see RemoteRoutesModule): pages, their table, their texts.
export const routes = messagesRoutes;
export const texts = [messagesTexts, commentsTexts, filesTexts];

/** The pages below /dashboard/messages. */
export default function MessagesRoutes() {
  return <RouteTableRoutes routes={messagesRoutes} notFound={<NotFoundPage />} />;
}
