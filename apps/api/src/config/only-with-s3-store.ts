import { registerDecorator, type ValidationArguments } from 'class-validator';

/**
 * Refuses a setting of the S3 store while FILES_STORE is not `s3`: set alone, it would be ignored and the files would
 * silently stay on the local disk.
 */
export function OnlyWithS3Store(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'onlyWithS3Store',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: '$property is only read with FILES_STORE=s3' },
      validator: {
        validate: (value: unknown, { object }: ValidationArguments) =>
          value === undefined || (object as { FILES_STORE?: unknown }).FILES_STORE === 's3',
      },
    });
}
