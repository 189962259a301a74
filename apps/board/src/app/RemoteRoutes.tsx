import { NotFoundPage, RouteTableRoutes } from '@taskflow/app-providers';
import { boardRoutes } from './board-routes';
import { commentsTexts, filesTexts } from '@taskflow/work-comments';
import { boardTexts } from './board-texts';
import { TopBarTimer } from './time/components/TopBarTimer';

// The module the shell loads as 'board/Routes' (see RemoteRoutesModule): pages, their table, their texts.
export const routes = boardRoutes;
export const texts = [boardTexts, commentsTexts, filesTexts];
/** Shown in the shell's top bar on every signed-in page: the running timer. */
export const topBar = TopBarTimer;

/** The board's pages below /dashboard. */
export default function BoardRoutes() {
  return <RouteTableRoutes routes={boardRoutes} notFound={<NotFoundPage />} />;
}
