import { apiPublicUrl } from '../common/api-public-url';
import { webAppUrl } from '../common/web-app-url';
import type { AppConfig } from '../config/app-config';
import type { MailPreference } from './notification-reasons';
import { unsubscribeToken } from './unsubscribe-token';

/** Links of notification mails: into the web app, and the API's own unsubscribe link. */
export class MailLinks {
  constructor(private readonly config: AppConfig) {}

  get dashboard(): string {
    return `${webAppUrl(this.config)}/dashboard`;
  }

  task(projectId: string, taskId: string): string {
    return `${webAppUrl(this.config)}/dashboard/kanban?projectId=${projectId}&taskId=${taskId}`;
  }

  project(projectId: string): string {
    return `${webAppUrl(this.config)}/dashboard/projects/${projectId}`;
  }

  /** The messages page with the conversation open. */
  conversation(conversationId: string): string {
    return `${webAppUrl(this.config)}/dashboard/messages?tab=direct&conversationId=${conversationId}`;
  }

  unsubscribe(user: { id: string; serviceProviderId: string }, preferences: MailPreference[]): string {
    const token = unsubscribeToken(
      { userId: user.id, serviceProviderId: user.serviceProviderId, preferences },
      this.config.JWT_REFRESH_SECRET,
    );
    return `${apiPublicUrl(this.config)}/api/notifications/unsubscribe?token=${token}`;
  }
}
