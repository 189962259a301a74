import { ForbiddenException } from '@nestjs/common';
import { TEAM_PERMISSION_FLAGS, type TeamPermissionFlags } from '@taskflow/contracts';
import type { Actor } from './actor';
import { checkAccessRule } from './check-access-rule';

const flags = (value: boolean) =>
  Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, value])) as TeamPermissionFlags;
const actor = (userType: Actor['userType'], permissions = flags(userType === 'admin')): Actor => ({
  userId: 'u',
  serviceProviderId: 'p',
  userType,
  clientCompanyId: userType === 'client' ? 'c' : null,
  permissions,
  clientRules: {
    allowClientComments: true,
    requireApprovalForUpdates: true,
    clientPortalAccess: true,
    clientVisibilityDefault: false,
  },
});

describe('checkAccessRule', () => {
  it('refuses a route without a rule', () => {
    expect(() => checkAccessRule(actor('admin'), undefined)).toThrow(ForbiddenException);
  });

  it('lets any signed-in user through a signedIn rule', () => {
    expect(() => checkAccessRule(actor('client'), { kind: 'signedIn', reason: 'own rows' })).not.toThrow();
  });

  it('checks roles', () => {
    expect(() => checkAccessRule(actor('admin'), { kind: 'roles', roles: ['admin'] })).not.toThrow();
    expect(() => checkAccessRule(actor('team', flags(true)), { kind: 'roles', roles: ['admin'] })).toThrow(
      ForbiddenException,
    );
  });

  it('grants a permission to admins and to team members holding the flag, never to clients', () => {
    const rule = { kind: 'permission', flag: 'canCreateTasks' } as const;
    expect(() => checkAccessRule(actor('admin'), rule)).not.toThrow();
    expect(() => checkAccessRule(actor('team', flags(true)), rule)).not.toThrow();
    expect(() => checkAccessRule(actor('team', flags(false)), rule)).toThrow('canCreateTasks');
    expect(() => checkAccessRule(actor('client', flags(true)), rule)).toThrow(ForbiddenException);
  });
});
