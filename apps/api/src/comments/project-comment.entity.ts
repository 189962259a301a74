import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Project } from '../projects/project.entity';
import { CommentBase } from './comment-base.entity';

@Entity({ name: 'project_comment' })
@Index('project_comment_project_idx', ['projectId', 'createdAt'])
@Index('project_comment_feed_idx', ['serviceProviderId', 'createdAt', 'id'])
export class ProjectComment extends CommentBase {
  @Column({ name: 'project_id', type: 'uuid' })
  projectId: string;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Project;
}
