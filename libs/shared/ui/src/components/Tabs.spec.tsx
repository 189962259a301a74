import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { TabPanel, Tabs } from './Tabs';

function Example() {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <>
      <Tabs
        idPrefix="ex"
        ariaLabel="Example"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'a', label: 'Alpha' },
          { id: 'b', label: 'Beta', badge: 120 },
          { id: 'c', label: 'Gamma' },
        ]}
      />
      <TabPanel idPrefix="ex" tabId={tab}>
        Panel {tab}
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('selects a tab on click and shows its panel', async () => {
    renderWithTheme(<Example />);
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: /Beta/ }));
    expect(screen.getByRole('tab', { name: /Beta/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel b');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Beta/);
  });

  it('moves with the arrow keys, wrapping around', async () => {
    renderWithTheme(<Example />);
    screen.getByRole('tab', { name: 'Alpha' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
  });

  it('is one Tab stop; Tab goes on from the selected tab to its panel, which the tab controls', async () => {
    renderWithTheme(
      <>
        <Example />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const beta = screen.getByRole('tab', { name: /Beta/ });
    expect(beta).toHaveFocus();
    await userEvent.tab();
    const panel = screen.getByRole('tabpanel', { name: /Beta/ });
    expect(panel).toHaveFocus();
    expect(beta).toHaveAttribute('aria-controls', panel.id);
    // Only the shown panel exists, so only its tab points at one.
    expect(screen.getByRole('tab', { name: 'Alpha' })).not.toHaveAttribute('aria-controls');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(beta).toHaveFocus();
  });

  it('shows a badge count, 99+ above 99', () => {
    renderWithTheme(<Example />);
    expect(screen.getByRole('tab', { name: /Beta/ })).toHaveTextContent('99+');
  });
});
