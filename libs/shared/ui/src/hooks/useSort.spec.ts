import { act, renderHook } from '@testing-library/react';
import { nextSort, sortItems, useSort } from './useSort';

interface Row {
  name: string;
  due: Date | null;
  hours: number | null;
}

const rows: Row[] = [
  { name: 'Task 10', due: new Date('2026-03-01'), hours: 2 },
  { name: 'task 2', due: null, hours: 8 },
  { name: 'Äpfel', due: new Date('2026-01-15'), hours: null },
  { name: 'Zebra', due: new Date('2026-02-01'), hours: 2 },
];

const accessors = {
  name: (row: Row) => row.name,
  due: (row: Row) => row.due,
  hours: (row: Row) => row.hours,
};

const names = (list: Row[]) => list.map((row) => row.name);

describe('sortItems', () => {
  it('sorts text by the locale, numbers inside text numerically, case and accents aside', () => {
    expect(names(sortItems(rows, accessors, { key: 'name', direction: 'asc' }, 'de'))).toEqual([
      'Äpfel',
      'task 2',
      'Task 10',
      'Zebra',
    ]);
  });

  it('sorts dates descending with empty values last', () => {
    expect(names(sortItems(rows, accessors, { key: 'due', direction: 'desc' }))).toEqual([
      'Task 10',
      'Zebra',
      'Äpfel',
      'task 2',
    ]);
  });

  it('keeps the original order among equal values and puts empty numbers last', () => {
    expect(names(sortItems(rows, accessors, { key: 'hours', direction: 'asc' }))).toEqual([
      'Task 10',
      'Zebra',
      'task 2',
      'Äpfel',
    ]);
  });

  it('leaves the order alone without a sort and never changes the input', () => {
    const copy = [...rows];
    expect(sortItems(rows, accessors, null)).toEqual(rows);
    sortItems(rows, accessors, { key: 'name', direction: 'desc' });
    expect(rows).toEqual(copy);
  });
});

describe('nextSort / useSort', () => {
  it('flips the direction on the same key and starts ascending on a new one', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'due')).toEqual({ key: 'due', direction: 'asc' });
  });

  it('sorts through toggleSort and setSort', () => {
    const { result } = renderHook(() => useSort(rows, accessors, { locale: 'en' }));
    expect(result.current.sorted).toEqual(rows);
    act(() => result.current.toggleSort('name'));
    expect(names(result.current.sorted)[0]).toBe('Äpfel');
    act(() => result.current.toggleSort('name'));
    expect(result.current.sort).toEqual({ key: 'name', direction: 'desc' });
    expect(names(result.current.sorted)[0]).toBe('Zebra');
    act(() => result.current.setSort({ key: 'due', direction: 'asc' }));
    expect(names(result.current.sorted)[0]).toBe('Äpfel');
  });
});
