/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const WORKSPACE_ROOT = path.join(__dirname, '../../../..');
const RULE = 'taskflow/actions-keep-identity';

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints each sample as a file of the board app, with the workspace's real eslint.config.mjs. */
function lint(samples: Record<string, string>): Record<string, LintMessage[]> {
  const output = execFileSync(
    process.execPath,
    [path.join(WORKSPACE_ROOT, 'tools/scripts/lint-samples.mjs'), WORKSPACE_ROOT],
    { input: JSON.stringify(samples), encoding: 'utf8' },
  );
  return JSON.parse(output) as Record<string, LintMessage[]>;
}

const component = (body: string) => `import { Button, Stack } from '@taskflow/ui';
declare const editing: boolean;
declare const following: boolean;
declare const canEdit: boolean;
declare const canDelete: boolean;
declare function FollowTaskButton(props: { taskId: string }): null;
declare function Spinner(): null;
export function Sample() {
  return ${body};
}
`;

const CAUGHT: Record<string, string> = {
  // The task modal's footer before it was fixed: Edit became Save (type="submit") during its own click.
  'the task modal footer swapping Edit for Save in two fragments': component(`editing ? (
    <>
      {canDelete && <Button variant="danger">Delete</Button>}
      <span />
      <Button variant="secondary">Cancel</Button>
      <Button type="submit" form="edit-task-form">Save</Button>
    </>
  ) : (
    <>
      <FollowTaskButton taskId="1" />
      <span />
      <Button variant="secondary">Close</Button>
      {canEdit && <Button>Edit</Button>}
    </>
  )`),
  'two buttons swapped directly': component(`following ? <Button>Unfollow</Button> : <Button>Follow</Button>`),
  'buttons inside wrappers of the same kind': component(`editing ? (
    <Stack><Button type="submit">Save</Button></Stack>
  ) : (
    <Stack><Button>Edit</Button></Stack>
  )`),
  'native buttons': component(`editing ? <button type="submit">Save</button> : <button type="button">Edit</button>`),
};

const ALLOWED: Record<string, string> = {
  'every action with its own key': component(`editing ? (
    <>
      <Button key="cancel" variant="secondary">Cancel</Button>
      <Button key="save" type="submit" form="edit-task-form">Save</Button>
    </>
  ) : (
    <>
      <Button key="close" variant="secondary">Close</Button>
      <Button key="edit">Edit</Button>
    </>
  )`),
  'one button whose label changes': component(
    `<Button aria-pressed={following}>{following ? 'Unfollow' : 'Follow'}</Button>`,
  ),
  'wrappers of different kinds': component(`editing ? (
    <form><Button type="submit">Save</Button></form>
  ) : (
    <div><Button>Edit</Button></div>
  )`),
  'a button and something else': component(`editing ? <Spinner /> : <Button>Edit</Button>`),
  'buttons in places of their own': component(`<>
    {editing && <Button type="submit">Save</Button>}
    {!editing && <Button>Edit</Button>}
  </>`),
};

describe(`the lint rule ${RULE} (eslint.config.mjs)`, () => {
  let results: Record<string, LintMessage[]>;
  const file = (name: string) => `apps/board/src/app/samples/${name.replace(/\W+/g, '-')}.tsx`;
  const ruleMessages = (name: string) => results[file(name)].filter((message) => message.ruleId === RULE);

  beforeAll(() => {
    results = lint(
      Object.fromEntries(
        [...Object.entries(CAUGHT), ...Object.entries(ALLOWED)].map(([name, code]) => [file(name), code]),
      ),
    );
  }, 60_000);

  it.each(Object.keys(CAUGHT))('catches %s', (name) => {
    const messages = ruleMessages(name);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0].message).toContain('Give each action its own key');
  });

  it('catches both swapped pairs of the old task modal footer (Cancel/Close and Save/Edit)', () => {
    expect(ruleMessages('the task modal footer swapping Edit for Save in two fragments')).toHaveLength(2);
  });

  it.each(Object.keys(ALLOWED))('passes %s', (name) => {
    expect(ruleMessages(name)).toEqual([]);
  });
});
