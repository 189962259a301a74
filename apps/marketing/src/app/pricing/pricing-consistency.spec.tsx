import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import MarketingRoutes from '../RemoteRoutes';
import { formatEur, PRICING_PLANS, TRIAL_DAYS } from './pricing-plans';

const routes = (
  <Routes>
    <Route path="/*" element={<MarketingRoutes />} />
  </Routes>
);

describe('one reading of the plans on every page', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  it('has three plans at 29, 49 and 99 EUR with 5, 10 and unlimited team members and a 14-day trial', () => {
    expect(
      PRICING_PLANS.map(({ id, monthlyPriceEur, teamMemberLimit, projectLimit }) => [
        id,
        monthlyPriceEur,
        teamMemberLimit,
        projectLimit,
      ]),
    ).toEqual([
      ['basic', 29, 5, 5],
      ['professional', 49, 10, null],
      ['enterprise', 99, null, null],
    ]);
    expect(TRIAL_DAYS).toBe(14);
    expect(PRICING_PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['professional']);
  });

  it('formats EUR without decimals in both languages', () => {
    expect(formatEur(29, 'en')).toBe('€29');
    expect(formatEur(49, 'de')).toBe('49\u00a0€');
  });

  it.each([
    ['/freelancers', 'en', 'Basic costs €29 per month for up to 5 projects and up to 5 team members'],
    [
      '/small-teams',
      'de',
      'Professional kostet 49 € pro Monat für unbegrenzt viele Projekte und bis zu 10 Teammitglieder',
    ],
    ['/vs-monday', 'en', 'Flat price per organisation from €29 per month'],
    ['/terms', 'en', 'a free trial of 14 days'],
    ['/get-started', 'de', 'Testen Sie TaskFlow 14 Tage kostenlos'],
  ])('%s (%s) states the same figures', async (route, language, text) => {
    await renderWithProviders(routes, { route, language });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(document.body.textContent?.replace(/\u00a0/g, ' ')).toContain(text);
  });
});
