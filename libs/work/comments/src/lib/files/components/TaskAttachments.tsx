import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileView } from '@taskflow/contracts';
import { useLiveRoom } from '@taskflow/realtime';
import { Button, useConfirm, useToast } from '@taskflow/ui';
import { FILES_NAMESPACE } from '../files-texts';
import { useUploads } from '../hooks/use-uploads';
import { useDeleteFileMutation, useTaskAttachmentsQuery } from '../state/files.api';
import { AttachFileButton } from './AttachFileButton';
import { FileDropArea } from './FileDropArea';
import { FileList } from './FileList';
import { StyledFileError } from './Files.styles';
import { PendingUploadList } from './PendingUploadList';
import styled from 'styled-components';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface TaskAttachmentsProps {
  taskId: string;
  /** Upload and remove own files (false for clients while the agency does not allow their uploads). */
  canUpload: boolean;
  /** Who may remove a file (the server decides too): e.g. the uploader, admins, editors. */
  canRemove: (file: FileView) => boolean;
}

/**
 * The task modal's attachments: list with previews and downloads; pick or drop files to upload. The list is live (the
 * task's room brings files others add or remove).
 */
export function TaskAttachments({ taskId, canUpload, canRemove }: TaskAttachmentsProps) {
  const { t } = useTranslation(FILES_NAMESPACE);
  const toast = useToast();
  const confirm = useConfirm();
  useLiveRoom('task', taskId);
  const files = useTaskAttachmentsQuery(taskId);
  const uploads = useUploads({ target: 'task', parentId: taskId });
  const [deleteFile] = useDeleteFileMutation();
  const [removingId, setRemovingId] = useState<string | null>(null);

  const remove = async (file: FileView) => {
    const confirmed = await confirm({
      title: t('removeTitle'),
      message: t('removeMessage', { name: file.fileName }),
      confirmLabel: t('remove'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setRemovingId(file.id);
    try {
      await deleteFile({ id: file.id, taskId }).unwrap();
      toast.success(t('removed', { name: file.fileName }));
    } catch {
      toast.error(t('removeFailed', { name: file.fileName }));
    } finally {
      setRemovingId(null);
    }
  };

  return (
    <FileDropArea onFiles={uploads.add} disabled={!canUpload}>
      <StyledSection aria-labelledby={`attachments-${taskId}`}>
        <StyledHeader>
          <h3 id={`attachments-${taskId}`}>
            {t('attachments')}
            {files.data ? ` · ${files.data.length}` : ''}
          </h3>
          {canUpload ? <AttachFileButton onFiles={uploads.add} label={t('attachToTask')} /> : null}
        </StyledHeader>
        {files.isError ? (
          <StyledFileError role="alert">
            {t('loadFailed')}{' '}
            <Button size="sm" variant="ghost" onClick={() => void files.refetch()}>
              {t('retry')}
            </Button>
          </StyledFileError>
        ) : null}
        <FileList
          files={files.data ?? []}
          onRemove={(file) => void remove(file)}
          canRemove={canRemove}
          removingId={removingId}
        />
        <PendingUploadList items={uploads.items} onRemove={uploads.remove} />
        {files.data?.length === 0 && uploads.items.length === 0 ? (
          <StyledHint>{canUpload ? t('emptyCanUpload') : t('empty')}</StyledHint>
        ) : null}
      </StyledSection>
    </FileDropArea>
  );
}
