import { ApiProperty } from '@nestjs/swagger';
import { FILE_TARGETS, type FileTarget, type UploadFileQuery } from '@taskflow/contracts';
import { IsIn, IsUUID } from 'class-validator';

export class UploadFileQueryDto implements UploadFileQuery {
  @ApiProperty({ enum: FILE_TARGETS }) @IsIn(FILE_TARGETS) target: FileTarget;
  @ApiProperty({ format: 'uuid', description: 'The task, project or conversation the file is for' })
  @IsUUID()
  parentId: string;
}
