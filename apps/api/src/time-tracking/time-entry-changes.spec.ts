import { TimeEntryChanges, type TimeEntryChange } from './time-entry-changes';

describe('time entry changes', () => {
  const change: TimeEntryChange = {
    kind: 'created',
    serviceProviderId: 'agency',
    entryId: 'entry',
    userId: 'user',
    projectIds: ['project'],
  };

  it('tells every listener, in order, even after one of them failed', async () => {
    const changes = new TimeEntryChanges();
    const heard: string[] = [];
    changes.onChange(async (given) => {
      heard.push(`first ${given.entryId}`);
    });
    changes.onChange(() => {
      throw new Error('budget warning failed');
    });
    changes.onChange((given) => {
      heard.push(`third ${given.projectIds.join()}`);
    });

    await expect(changes.changed(change)).resolves.toBeUndefined();
    expect(heard).toEqual(['first entry', 'third project']);
  });
});
