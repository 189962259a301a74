import { Injectable } from '@nestjs/common';
import type { UnsubscribeView, UserLanguage } from '@taskflow/contracts';
import { AppConfig } from '../config/app-config';
import { RequestValidationException } from '../errors/request-validation.exception';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';
import { escapeHtml } from './mail-document';
import { textsIn } from '../i18n/api-texts';
import { preferenceNames } from './mail-texts';
import { NotificationPreferences } from './notification-preferences.entity';
import { readUnsubscribeToken, type UnsubscribeClaim } from './unsubscribe-token';

export const INVALID_UNSUBSCRIBE_LINK_MESSAGE = 'This unsubscribe link is not valid';

/** The unsubscribe links of notification mails: a signed token names the user and the preferences to turn off. */
@Injectable()
export class UnsubscribeService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly config: AppConfig,
  ) {}

  async preview(token: string): Promise<{ view: UnsubscribeView; user: User }> {
    const { claim, user } = await this.resolve(token);
    const preferences = await this.data
      .forTenant(claim.serviceProviderId)
      .findOne(NotificationPreferences, { userId: user.id });
    const unsubscribed = preferences !== null && claim.preferences.every((preference) => !preferences[preference]);
    return { view: { email: user.email, preferences: claim.preferences, unsubscribed }, user };
  }

  async unsubscribe(token: string): Promise<{ view: UnsubscribeView; user: User }> {
    const { claim, user } = await this.resolve(token);
    const scope = this.data.forTenant(claim.serviceProviderId);
    await scope.insertOrIgnore(NotificationPreferences, { userId: user.id });
    const off = Object.fromEntries(claim.preferences.map((preference) => [preference, false]));
    await scope.update(NotificationPreferences, { userId: user.id }, off);
    return { view: { email: user.email, preferences: claim.preferences, unsubscribed: true }, user };
  }

  private async resolve(token: string): Promise<{ claim: UnsubscribeClaim; user: User }> {
    const claim = readUnsubscribeToken(token, this.config.JWT_REFRESH_SECRET);
    const user = claim ? await this.data.forTenant(claim.serviceProviderId).findOne(User, { id: claim.userId }) : null;
    if (!claim || !user)
      throw RequestValidationException.of('token', 'INVALID_TOKEN', INVALID_UNSUBSCRIBE_LINK_MESSAGE);
    return { claim, user };
  }
}

/** The page a reader's browser shows for the link: what it turns off and a button (GET never changes anything). */
export function unsubscribePage(view: UnsubscribeView, language: UserLanguage | null, token: string): string {
  const languages: UserLanguage[] = language ? [language] : ['en', 'de'];
  const sections = languages.map((lang) => {
    const t = textsIn(lang, 'pages');
    const values = { email: view.email, preferences: preferenceNames(lang, view.preferences as never).join(', ') };
    if (view.unsubscribed)
      return `<h1>${escapeHtml(t('unsubscribe.doneTitle'))}</h1><p>${escapeHtml(t('unsubscribe.done', values))}</p>`;
    return `<h1>${escapeHtml(t('unsubscribe.title'))}</h1><p>${escapeHtml(
      t('unsubscribe.question', values),
    )}</p><form method="post" action="?token=${escapeHtml(token)}"><button type="submit">${escapeHtml(
      t('unsubscribe.button'),
    )}</button></form>`;
  });
  return `<!doctype html><html lang="${languages[0]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>TaskFlow</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:600px;margin:40px auto;padding:0 16px">${sections.join('<hr>')}</body></html>`;
}
