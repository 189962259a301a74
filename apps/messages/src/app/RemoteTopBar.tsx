import { notificationCentreTexts } from './messages-texts';
import { NotificationBell } from './notification-centre/components/NotificationBell';

// The module the shell loads as 'messages/TopBar' on every signed-in page (see RemoteTopBarModule): the notification
// centre's bell and panel with their texts only, so that other pages do not load the messages pages for it.
export const texts = [notificationCentreTexts];

export default NotificationBell;
