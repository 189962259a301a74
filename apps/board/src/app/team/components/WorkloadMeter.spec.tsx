import { screen } from '@testing-library/react';
import type { TeamMemberView } from '@taskflow/contracts';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { WorkloadMeter } from './WorkloadMeter';

const member = {
  id: 'm1',
  firstName: 'Tom',
  lastName: 'Team',
  weeklyTargetHours: 37.5,
  figures: { workloadPercent: 120 },
} as TeamMemberView;

describe('WorkloadMeter', () => {
  it('names the member and tells the percentage against the weekly target; the bar stops at 100', async () => {
    await renderWithProviders(<WorkloadMeter member={member} />);
    const meter = screen.getByRole('meter', { name: 'Workload of Tom Team' });
    expect(meter).toHaveAttribute('aria-valuenow', '100');
    expect(meter).toHaveAttribute('aria-valuetext', '120\u00a0% of 37.5 hrs');
  });

  // A browser set to de-DE reads the German texts; its numbers and dates must be German too (they were English
  // while screens compared i18n.language, which is 'de-DE' there, with 'de').
  it('writes the hours in German for a browser set to de-DE', async () => {
    await renderWithProviders(<WorkloadMeter member={member} />, { language: 'de-DE' });
    expect(screen.getByRole('meter', { name: 'Auslastung von Tom Team' })).toHaveAttribute(
      'aria-valuetext',
      '120\u00a0% von 37,5 Std.',
    );
  });

  it('says when there is no target to measure against', async () => {
    await renderWithProviders(
      <WorkloadMeter member={{ ...member, figures: { ...member.figures, workloadPercent: null } }} />,
    );
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });
});
