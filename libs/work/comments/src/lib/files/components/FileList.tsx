import { useTranslation } from 'react-i18next';
import type { FileView } from '@taskflow/contracts';
import { FILES_NAMESPACE } from '../files-texts';
import { FileItem } from './FileItem';
import { StyledFileList } from './Files.styles';

export interface FileListProps {
  files: FileView[];
  /** Names the list for screen readers (default "Attachments"). */
  label?: string;
  onRemove?: (file: FileView) => void;
  /** Which files offer "Remove" (default: all, when onRemove is given). */
  canRemove?: (file: FileView) => boolean;
  removingId?: string | null;
}

export function FileList({ files, label, onRemove, canRemove, removingId }: FileListProps) {
  const { t } = useTranslation(FILES_NAMESPACE);
  if (files.length === 0) return null;
  return (
    <StyledFileList aria-label={label ?? t('attachments')}>
      {files.map((file) => (
        <FileItem
          key={file.id}
          file={file}
          onRemove={onRemove && (canRemove?.(file) ?? true) ? onRemove : undefined}
          removing={removingId === file.id}
        />
      ))}
    </StyledFileList>
  );
}
