import {
  announcePageReady,
  appContainerFor,
  counterpartOf,
  isShowingPrerenderedPage,
  PENDING_ATTRIBUTE,
} from './prerendered-page';

function mountRoot(prerendered: boolean) {
  document.body.innerHTML = prerendered
    ? '<div id="root" data-prerendered=""><h1>Pre-rendered</h1></div>'
    : '<div id="root"></div>';
  return document.getElementById('root') as HTMLElement;
}

const flushMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A pre-rendered page of `pageHtml` whose app has rendered `appHtml`, not yet announced. */
function renderedBehind(pageHtml: string, appHtml: string) {
  document.body.innerHTML = `<div id="root" data-prerendered="">${pageHtml}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  const app = appContainerFor(root);
  app.innerHTML = appHtml;
  return { root, app };
}

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

  it("gives the focus to the app's counterpart of the focused element, and presses the buttons pressed before", async () => {
    const links = '<a href="/features">Features</a><button>EN</button><button>DE</button>';
    const { root, app } = renderedBehind(links, links);
    const pressed: string[] = [];
    app
      .querySelectorAll('button')
      .forEach((button) => button.addEventListener('click', () => pressed.push(button.textContent ?? '')));
    root.querySelector('a')?.focus();
    window.taskflowEarlyPresses = [root.querySelectorAll('button')[1]];

    announcePageReady();
    await flushMutations();

    expect(document.activeElement).toBe(app.querySelector('a'));
    expect(pressed).toEqual(['DE']);
    expect(window.taskflowEarlyPresses).toEqual([]);
  });

  it("types what was typed into the pre-rendered field into the app's, before pressing its button", async () => {
    const { root, app } = renderedBehind(
      '<form><input aria-label="Email"><button>Join</button></form>',
      '<form><input aria-label="Email"><button type="button">Join</button></form>',
    );
    const appField = app.querySelector('input') as HTMLInputElement;
    const heard: string[] = [];
    appField.addEventListener('input', () => heard.push(`input ${appField.value}`));
    app.querySelector('button')?.addEventListener('click', () => heard.push(`press ${appField.value}`));
    (root.querySelector('input') as HTMLInputElement).value = 'anna@agency.example';
    window.taskflowEarlyPresses = [root.querySelector('button') as Element];

    announcePageReady();
    await flushMutations();

    expect(heard).toEqual(['input anna@agency.example', 'press anna@agency.example']);
  });

  it("finds no counterpart where the app's page differs", () => {
    const from = document.createElement('div');
    from.innerHTML = '<button>Sign in</button>';
    const to = document.createElement('div');
    to.innerHTML = '<button>Dashboard</button>';
    expect(counterpartOf(from.querySelector('button') as Element, from, to)).toBeNull();
  });
});
