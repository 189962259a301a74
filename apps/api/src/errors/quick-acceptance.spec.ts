import { HttpException, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
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
