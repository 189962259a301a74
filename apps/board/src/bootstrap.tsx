// Serves this remote on its own (its team's development server), with the same providers, texts and route table as in the shell.
import { startRemoteAlone } from '@taskflow/app-providers';
import * as board from './app/RemoteRoutes';

void startRemoteAlone(board, { base: '/dashboard', unknownPathsClosedBeforeLaunch: true });
