import {
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { UPLOAD_FIELD, type FileView } from '@taskflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { UploadFileQueryDto } from './files.dto';
import { FilesService, type FileContent } from './files.service';

const PARENT_RULES =
  "the file's task, comment or conversation as the actor may read it (clients: client-visible tasks and comments of their company); drafts their uploader";

@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Access.signedIn(
    'where the actor may write: visible tasks and projects, conversations they post in; clients only while allowClientComments',
  )
  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } } } })
  upload(
    @CurrentActor() actor: Actor,
    @Query() query: UploadFileQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<FileView> {
    return this.files.upload(actor, query, request, response);
  }

  @Access.signedIn('attachments of tasks the actor can see')
  @Get('task/:taskId')
  listForTask(@CurrentActor() actor: Actor, @Param('taskId', ParseUUIDPipe) taskId: string): Promise<FileView[]> {
    return this.files.listForTask(actor, taskId);
  }

  @Access.signedIn(PARENT_RULES)
  @Get(':id')
  async download(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    return streamed(await this.files.open(actor, id, false), 'attachment', response);
  }

  @Access.signedIn(`${PARENT_RULES}; safe images only`)
  @Get(':id/preview')
  async preview(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    return streamed(await this.files.open(actor, id, true), 'inline', response);
  }

  @Access.signedIn('task attachments: uploader, admins, team with canEditTasks; drafts: their uploader')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.files.remove(actor, id);
  }
}

/** The content with headers that never let a browser run or sniff it: a download unless an inline preview. */
function streamed({ file, content }: FileContent, disposition: 'attachment' | 'inline', response: FastifyReply) {
  response.header('X-Content-Type-Options', 'nosniff');
  response.header('Content-Security-Policy', "default-src 'none'; sandbox");
  response.header('Cache-Control', 'private, no-cache');
  return new StreamableFile(content, {
    type: file.mimeType,
    length: file.size,
    disposition: contentDisposition(disposition, file.fileName),
  });
}

/** RFC 6266: an ASCII fallback name and the exact UTF-8 name. */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
