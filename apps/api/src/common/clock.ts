import { Injectable } from '@nestjs/common';

/**
 * The time as features that plan ahead see it (quiet hours, digest periods, report schedules). Tests move it by
 * replacing `now` on the app's instance; production reads the system clock.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
