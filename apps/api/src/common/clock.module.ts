import { Module } from '@nestjs/common';
import { Clock } from './clock';

/** The one `Clock` of the app: features that read the time import this, so a test moving it moves it for all. */
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
