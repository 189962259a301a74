import { composeServices, environmentValue } from './compose-services';

/** docker/docker-compose.yml is the self-hosting shape: production defaults, no known credentials. */
describe('docker/docker-compose.yml', () => {
  const services = composeServices();
  const apiServices = [...services].filter(([, block]) => block.includes('api.Dockerfile'));

  it('runs the API', () => {
    expect(apiServices.length).toBeGreaterThan(0);
  });

  it.each(apiServices.map(([name, block]) => [name, block] as const))(
    '%s seeds no demo data (known passwords) unless asked, and requires the secrets',
    (_name, block) => {
      expect(environmentValue(block, 'DEMO_DATA')).toBe('${DEMO_DATA:-false}');
      for (const secret of ['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET'])
        expect(environmentValue(block, secret)).toMatch(new RegExp(`^\\$\\{${secret}:\\?.+\\}$`));
    },
  );
});
