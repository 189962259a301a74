import type { Actor } from './actor';
import type { AccessRule } from './access.decorator';
import { AccessDeniedException, MissingPermissionException } from './authorization.exception';

/** Throws a 403 unless `actor` satisfies `rule`; a missing rule is refused (fail closed). */
export function checkAccessRule(actor: Actor, rule: AccessRule | undefined): void {
  if (!rule) throw new AccessDeniedException();
  if (rule.kind === 'roles' && !rule.roles.includes(actor.userType)) throw new AccessDeniedException();
  if (rule.kind === 'permission') {
    if (actor.userType === 'client') throw new AccessDeniedException();
    if (!actor.permissions[rule.flag]) throw new MissingPermissionException(rule.flag);
  }
}
