// Serves this remote on its own (its team's development server), with the same providers, texts and route table as in the shell.
import { startRemoteAlone } from '@taskflow/app-providers';
import * as settings from './app/RemoteRoutes';

void startRemoteAlone(settings, { base: '/dashboard/settings', unknownPathsClosedBeforeLaunch: true });
