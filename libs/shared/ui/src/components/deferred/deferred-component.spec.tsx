import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { deferredComponent, preloadDeferredComponents } from './deferred-component';

describe('deferredComponent', () => {
  it('renders the placeholder until its code is there, then the component (and at once from then on)', async () => {
    let finishLoading: () => void = () => undefined;
    const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
    const Deferred = deferredComponent(
      () => new Promise<typeof Greeting>((resolve) => (finishLoading = () => resolve(Greeting))),
      ({ name }) => <p>Loading {name}</p>,
    );

    const first = render(<Deferred name="Ada" />);
    expect(screen.getByText('Loading Ada')).toBeInTheDocument();
    await act(async () => finishLoading());
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    first.unmount();

    render(<Deferred name="Bob" />);
    expect(screen.getByText('Hello Bob')).toBeInTheDocument();
  });

  it('loads ahead of the first render with preload, once', async () => {
    const load = jest.fn(async () => () => <p>Ready</p>);
    const Deferred = deferredComponent(load);
    await Promise.all([Deferred.preload(), Deferred.preload()]);
    render(<Deferred />);
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next render after a failed load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<() => ReactElement>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(() => <p>Back online</p>);
    const Deferred = deferredComponent(load);
    const first = render(<Deferred />);
    await act(async () => undefined);
    expect(error).toHaveBeenCalled();
    first.unmount();
    render(<Deferred />);
    expect(await screen.findByText('Back online')).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('preloadDeferredComponents', () => {
  it('fetches the components the signed-in app always needs, and leaves the ones loaded on first use alone', async () => {
    const always = jest.fn(async () => () => <p>Always</p>);
    const onFirstUse = jest.fn(async () => () => <p>Sometimes</p>);
    deferredComponent(always);
    deferredComponent(onFirstUse, undefined, { withSession: false });
    await preloadDeferredComponents();
    expect(always).toHaveBeenCalledTimes(1);
    expect(onFirstUse).not.toHaveBeenCalled();
  });
});
