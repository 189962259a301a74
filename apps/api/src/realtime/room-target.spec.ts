import { roomTarget } from './room-target';

describe('roomTarget', () => {
  const id = '7d0c1a52-5a55-4d51-9a8e-2f1f3d0d6a11';

  it('takes the id itself or the named field', () => {
    expect(roomTarget(id, 'taskId')).toBe(id);
    expect(roomTarget({ taskId: id }, 'taskId')).toBe(id);
    expect(roomTarget({ conversationId: id }, 'conversationId')).toBe(id);
  });

  it.each([[undefined], [null], [42], ['not-a-uuid'], [{ projectId: id }], [{ taskId: `${id}; drop` }]])(
    'refuses %p',
    (body) => {
      expect(roomTarget(body, 'taskId')).toBeNull();
    },
  );
});
