import { HttpException, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { TaskBoardQueryDto } from '../tasks/task-board.dto';
import { UpdateTaskStatusDto } from '../tasks/tasks.dto';
import { createValidationPipe } from './create-validation-pipe';

const BODY: ArgumentMetadata = { type: 'body', metatype: UpdateTaskStatusDto, data: '' };

/** What the pipe makes of `body`: the DTO it gives, or the error answer it throws. */
async function outcome(pipe: ValidationPipe, body: unknown): Promise<unknown> {
  try {
    const value = await pipe.transform(body, BODY);
    return { dto: value instanceof UpdateTaskStatusDto, value: { ...(value as object) } };
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    return { status: error.getStatus(), answer: error.getResponse() };
  }
}

const SAMPLES: unknown[] = [
  { status: 'todo' },
  { status: 'in_progress' },
  { status: 'review' },
  { status: 'completed' },
  { status: 'done' },
  { status: 'TODO' },
  { status: '' },
  { status: null },
  { status: 3 },
  { status: ['todo'] },
  {},
  { status: 'todo', title: 'more' },
  { title: 'only' },
  JSON.parse('{"status":"todo","__proto__":{"x":1}}'),
  ['todo'],
  'todo',
  null,
  { status: 'to\u0000do' },
];

describe("the status change's precompiled check", () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(SAMPLES.map((sample) => [JSON.stringify(sample), sample]))(
    'answers %s exactly as the DTO rules do',
    async (_, body) => {
      expect(await outcome(createValidationPipe(), body)).toEqual(
        await outcome(createValidationPipe(undefined, false), body),
      );
    },
  );

  it('accepts a valid body without running the DTO rules, and leaves every other body to them', async () => {
    const rules = jest.spyOn(ValidationPipe.prototype, 'transform');
    expect(await createValidationPipe().transform({ status: 'review' }, BODY)).toEqual(
      Object.assign(new UpdateTaskStatusDto(), { status: 'review' }),
    );
    expect(rules).not.toHaveBeenCalled();

    await expect(createValidationPipe().transform({ status: 'review', extra: 1 }, BODY)).rejects.toThrow();
    expect(rules).toHaveBeenCalledTimes(1);
  });
});

const BOARD_QUERY: ArgumentMetadata = { type: 'query', metatype: TaskBoardQueryDto, data: '' };

/** What the pipe makes of the board's `query`: the DTO's own properties, or the error answer it throws. */
async function boardOutcome(pipe: ValidationPipe, query: unknown): Promise<unknown> {
  try {
    const value = await pipe.transform(query, BOARD_QUERY);
    return { dto: value instanceof TaskBoardQueryDto, value: Object.entries(value as object) };
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    return { status: error.getStatus(), answer: error.getResponse() };
  }
}

const BOARD_SAMPLES: Record<string, unknown>[] = [
  {},
  { today: '2026-11-27' },
  { today: '2028-02-29' },
  { today: '2026-02-29' },
  { today: '2026-13-01' },
  { today: '26-11-27' },
  { today: ['2026-11-27', '2026-11-28'] },
  { today: '2026-11-27', status: 'todo' },
  { status: 'nope' },
  { today: '2026-11-27', priority: 'urgent', due: 'dueSoon', clientVisible: 'false', clientView: 'true' },
  { priority: 'URGENT' },
  { due: 'later' },
  { clientVisible: 'yes' },
  { clientView: '' },
  { limit: '10' },
  { limit: '-1' },
  { search: '  text  ' },
  { tag: 'x' },
  { assigneeId: 'unassigned' },
  { cursor: 'abc' },
  { toString: 'x' },
  { unknown: 'x' },
  Object.assign(Object.create(null) as object, { today: '2026-11-27', status: 'review' }),
];

describe("the board query's precompiled check", () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(BOARD_SAMPLES.map((sample) => [JSON.stringify(sample), sample]))(
    'answers %s exactly as the DTO rules do',
    async (_, query) => {
      expect(await boardOutcome(createValidationPipe(), query)).toEqual(
        await boardOutcome(createValidationPipe(undefined, false), query),
      );
    },
  );

  it('takes the usual board query without running the DTO rules', async () => {
    const rules = jest.spyOn(ValidationPipe.prototype, 'transform');
    await createValidationPipe().transform({ today: '2026-11-27', status: 'todo' }, BOARD_QUERY);
    expect(rules).not.toHaveBeenCalled();
  });
});
