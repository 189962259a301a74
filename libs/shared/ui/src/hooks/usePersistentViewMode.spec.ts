import { act, renderHook } from '@testing-library/react';
import { readViewMode, usePersistentViewMode } from './usePersistentViewMode';

describe('usePersistentViewMode', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts with list when nothing is stored', () => {
    const { result } = renderHook(() => usePersistentViewMode('projects'));
    expect(result.current[0]).toBe('list');
  });

  it('honours another default', () => {
    const { result } = renderHook(() => usePersistentViewMode('team', 'grid'));
    expect(result.current[0]).toBe('grid');
  });

  it('stores the choice per screen and reads it back on the next visit', () => {
    const first = renderHook(() => usePersistentViewMode('projects'));
    act(() => first.result.current[1]('grid'));
    expect(first.result.current[0]).toBe('grid');
    expect(window.localStorage.getItem('taskflow:view:projects')).toBe('grid');
    first.unmount();

    expect(renderHook(() => usePersistentViewMode('projects')).result.current[0]).toBe('grid');
    expect(renderHook(() => usePersistentViewMode('customers')).result.current[0]).toBe('list');
  });

  it('switches to the stored choice of another screen key', () => {
    window.localStorage.setItem('taskflow:view:customers', 'grid');
    const { result, rerender } = renderHook(({ key }) => usePersistentViewMode(key), {
      initialProps: { key: 'projects' },
    });
    expect(result.current[0]).toBe('list');
    rerender({ key: 'customers' });
    expect(result.current[0]).toBe('grid');
  });

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem('taskflow:view:projects', '{"broken"');
    expect(renderHook(() => usePersistentViewMode('projects')).result.current[0]).toBe('list');
  });

  it('keeps working when storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { result } = renderHook(() => usePersistentViewMode('projects'));
    expect(result.current[0]).toBe('list');
    act(() => result.current[1]('grid'));
    expect(result.current[0]).toBe('grid');
    expect(readViewMode('projects')).toBe('list');
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
