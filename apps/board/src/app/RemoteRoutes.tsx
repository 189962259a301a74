import { NotFoundPage, RouteTableRoutes } from '@taskflow/app-providers';
import { boardRoutes } from './board-routes';
import { commentsTexts, filesTexts } from '@taskflow/work-comments';
import { boardTexts, timerTexts } from './board-texts';
import './task-modal-sections';

// The module the shell loads as 'board/Routes' (see RemoteRoutesModule): pages, their table, their texts.
export const routes = boardRoutes;
export const texts = [boardTexts, timerTexts, commentsTexts, filesTexts];

/** The board's pages below /dashboard. */
export default function BoardRoutes() {
  return <RouteTableRoutes routes={boardRoutes} notFound={<NotFoundPage />} />;
}
