import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { FIELD_ERROR_CODES } from '@taskflow/contracts';
import { getMetadataStorage } from 'class-validator';
import { FIELD_ERROR_CODE_OF_RULE, fieldErrorCodeOf } from './field-error-codes';

const SOURCE_ROOT = path.join(__dirname, '..');

/** Rule → the DTO properties that use it without naming a code of their own. */
function rulesOfTheDtos(): Map<string, string[]> {
  const files = fs
    .readdirSync(SOURCE_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.dto.ts'));
  const storage = getMetadataStorage();
  const rules = new Map<string, string[]>();
  for (const file of files) {
    const exports = require(path.join(SOURCE_ROOT, file)) as Record<string, unknown>;
    for (const dto of Object.values(exports)) {
      if (typeof dto !== 'function') continue;
      for (const rule of storage.getTargetValidationMetadatas(dto, '', true, false)) {
        if (rule.type === 'conditionalValidation' || rule.type === 'whitelistValidation') continue;
        if ((rule.context as { code?: unknown } | undefined)?.code) continue;
        const name =
          rule.type === 'customValidation'
            ? storage.getTargetValidatorConstraints(rule.constraintCls)[0]?.name
            : rule.type;
        const use = `${file}: ${dto.name}.${rule.propertyName}`;
        rules.set(name ?? '?', [...(rules.get(name ?? '?') ?? []), use]);
      }
    }
  }
  return rules;
}

describe('field error codes', () => {
  const rules = rulesOfTheDtos();

  it('finds the rules of the DTOs', () => {
    expect(rules.size).toBeGreaterThan(20);
    expect(rules.get('isRequiredText')).toContain('tasks/tasks.dto.ts: CreateTaskDto.title');
  });

  it('has a code for every rule a DTO uses', () => {
    const uncoded = [...rules].filter(([rule]) => !FIELD_ERROR_CODE_OF_RULE[rule]);
    expect(uncoded).toEqual([]);
  });

  it('names only codes of the contracts', () => {
    for (const code of Object.values(FIELD_ERROR_CODE_OF_RULE)) expect(FIELD_ERROR_CODES).toContain(code);
  });

  it("takes the code a rule's use names, else the rule's, else the generic one", () => {
    expect(fieldErrorCodeOf('isUuid', { code: 'REQUIRED' })).toBe('REQUIRED');
    expect(fieldErrorCodeOf('isUuid')).toBe('INVALID_ID');
    expect(fieldErrorCodeOf('someNewRule')).toBe('INVALID');
  });
});
