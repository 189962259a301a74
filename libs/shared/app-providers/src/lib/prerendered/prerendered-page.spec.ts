import { announcePageReady, appContainerFor, isShowingPrerenderedPage, PENDING_ATTRIBUTE } from './prerendered-page';

function mountRoot(prerendered: boolean) {
  document.body.innerHTML = prerendered
    ? '<div id="root" data-prerendered=""><h1>Pre-rendered</h1></div>'
    : '<div id="root"></div>';
  return document.getElementById('root') as HTMLElement;
}

const flushMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('taking over a pre-rendered page', () => {
  it('renders into the root itself when it holds no pre-rendered page', () => {
    const root = mountRoot(false);
    expect(appContainerFor(root)).toBe(root);
    expect(isShowingPrerenderedPage()).toBe(false);
  });

  it('keeps the pre-rendered page until the app announces its page, then puts the app in its place', async () => {
    const root = mountRoot(true);
    const app = appContainerFor(root);
    expect(app).not.toBe(root);
    expect(app.isConnected).toBe(false);
    app.innerHTML = '<h1>From the app</h1>';
    expect(isShowingPrerenderedPage()).toBe(true);

    announcePageReady();
    // Once the announcing script has returned, before the browser paints the next frame.
    expect(app.isConnected).toBe(false);
    await Promise.resolve();

    expect(document.getElementById('root')).toBe(app);
    expect(document.body.textContent).toBe('From the app');
    expect(isShowingPrerenderedPage()).toBe(false);
  });

  it('waits for a part of the page that is still loading', async () => {
    const root = mountRoot(true);
    const app = appContainerFor(root);
    app.innerHTML = `<h1>From the app</h1><span hidden ${PENDING_ATTRIBUTE}></span>`;

    announcePageReady();
    await flushMutations();
    expect(root.isConnected).toBe(true);
    expect(app.isConnected).toBe(false);

    app.querySelector(`[${PENDING_ATTRIBUTE}]`)?.remove();
    await flushMutations();
    expect(root.isConnected).toBe(false);
    expect(document.getElementById('root')).toBe(app);
  });
});
