import { timerTexts } from './board-texts';
import { TopBarTimer } from './time/components/TopBarTimer';

// The module the shell loads as 'board/TopBar' on every signed-in page (see RemoteTopBarModule): the running timer and
// its texts only, so that pages of other remotes do not load the board's pages and texts for it.
export const texts = [timerTexts];

export default TopBarTimer;
