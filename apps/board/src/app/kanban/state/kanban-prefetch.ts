import type { RouteDataPrefetch } from '@taskflow/app-providers';
import { selectCurrentUser } from '@taskflow/auth';
import { localDay } from '@taskflow/domain';
import type { AppStore, RootState } from '@taskflow/store';
import { tasksApi } from '../../common/state/tasks.api';
import { BOARD_COLUMNS } from '../utils/board-columns';
import { readBoardFilters } from '../utils/board-filters';
import { chooseProject, readLastProject, sortProjectsForPicker } from '../utils/last-project';
import { boardApi } from './board.api';

/**
 * The board's first reads at a signed-in first visit (docs/remote-preloading.md), with KanbanPage's arguments: the
 * projects, then for the project it will open (the address's, else the one last chosen, else the first) the counts
 * and each column's first page, instead of one after the other once the page has rendered.
 */
export const prefetchKanban: RouteDataPrefetch = (store, { search }) => {
  const { dispatch } = store as unknown as AppStore;
  if (!selectCurrentUser(store.getState() as RootState)) return;
  const projects = dispatch(tasksApi.endpoints.boardProjects.initiate(undefined, { subscribe: false }));
  void projects.then(({ data }) => {
    const projectId = chooseProject(sortProjectsForPicker(data ?? []), search.get('projectId'), readLastProject());
    if (!projectId) return;
    const boardArgs = { projectId, filters: readBoardFilters(search), clientView: false, today: localDay(new Date()) };
    dispatch(boardApi.util.prefetch('boardCounts', boardArgs, {}));
    for (const status of BOARD_COLUMNS)
      void dispatch(boardApi.endpoints.boardColumn.initiate({ ...boardArgs, status }, { subscribe: false }));
  });
};
