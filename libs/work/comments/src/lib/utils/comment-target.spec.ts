import { isReadBy, readSideOf, threadPath } from './comment-target';

describe('comment read sides', () => {
  it('counts admins and team members as the team side, clients as the client side', () => {
    expect(readSideOf('admin')).toBe('team');
    expect(readSideOf('team')).toBe('team');
    expect(readSideOf('client')).toBe('client');
  });

  it("reads the flag of the viewer's side only", () => {
    const comment = { isReadByTeam: true, isReadByClient: false };
    expect(isReadBy(comment, 'team')).toBe(true);
    expect(isReadBy(comment, 'client')).toBe(false);
  });

  it('names the calls of each thread', () => {
    expect(threadPath('task')).toBe('/comments/tasks');
    expect(threadPath('project')).toBe('/comments/projects');
  });
});
