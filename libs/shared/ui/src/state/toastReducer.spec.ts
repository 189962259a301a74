import { initialToastState, isToastExiting, toastReducer, type ToastState } from './toastReducer';

const added = (id: string): ToastState =>
  toastReducer(initialToastState, {
    type: 'toast/added',
    toast: { id, type: 'info', message: `msg ${id}`, duration: 5000, createdAt: 0 },
  });

describe('toastReducer', () => {
  it('adds toasts in order, visible', () => {
    const two = toastReducer(added('a'), {
      type: 'toast/added',
      toast: { id: 'b', type: 'error', message: 'b', duration: 1, createdAt: 0 },
    });
    expect(two.toasts.map((t) => t.id)).toEqual(['a', 'b']);
    expect(two.toasts.some(isToastExiting)).toBe(false);
  });

  it('marks a toast exiting, then removes it', () => {
    const exiting = toastReducer(added('a'), { type: 'toast/exitStarted', id: 'a', at: 5000 });
    expect(exiting.toasts[0].exitStartedAt).toBe(5000);
    expect(toastReducer(exiting, { type: 'toast/removed', id: 'a' }).toasts).toEqual([]);
  });

  it('returns the same state for unknown ids and repeated exits', () => {
    const state = added('a');
    expect(toastReducer(state, { type: 'toast/removed', id: 'zzz' })).toBe(state);
    const exiting = toastReducer(state, { type: 'toast/exitStarted', id: 'a', at: 1 });
    expect(toastReducer(exiting, { type: 'toast/exitStarted', id: 'a', at: 2 })).toBe(exiting);
  });
});
