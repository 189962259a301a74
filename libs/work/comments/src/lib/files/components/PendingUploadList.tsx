import { useTranslation } from 'react-i18next';
import { Button, Spinner, VisuallyHidden } from '@taskflow/ui';
import { FILES_NAMESPACE } from '../files-texts';
import type { PendingUpload } from '../hooks/use-uploads';
import { formatFileSize } from '../utils/file-size';
import {
  StyledFileError,
  StyledFileList,
  StyledFileMeta,
  StyledFileName,
  StyledFileRow,
  StyledProgressBar,
  StyledProgressTrack,
  StyledThumb,
  StyledFileActions,
  StyledFileBody,
} from './Files.styles';

export interface PendingUploadListProps {
  items: PendingUpload[];
  onRemove: (key: string) => void;
}

/** Uploads in flight (progress, cancel), failed ones (the reason, dismiss) and drafts waiting to be sent (remove). */
export function PendingUploadList({ items, onRemove }: PendingUploadListProps) {
  const { t, i18n } = useTranslation(FILES_NAMESPACE);
  if (items.length === 0) return null;
  return (
    <StyledFileList aria-label={t('pending')} aria-live="polite">
      {items.map((item) => (
        <StyledFileRow
          key={item.key}
          $tone={item.state === 'failed' ? 'error' : undefined}
          data-testid="pending-upload"
        >
          <StyledThumb aria-hidden="true">{item.state === 'uploading' ? <Spinner size="sm" /> : '✓'}</StyledThumb>
          <StyledFileBody>
            <StyledFileName title={item.name}>{item.name}</StyledFileName>
            {item.state === 'uploading' ? (
              <UploadProgress name={item.name} share={item.progress ?? 0} />
            ) : item.state === 'failed' ? (
              <StyledFileError role="alert">
                {t(`errors.${item.error ?? 'failed'}`, { name: item.name })}
              </StyledFileError>
            ) : (
              <StyledFileMeta>{formatFileSize(item.size, i18n.language)}</StyledFileMeta>
            )}
          </StyledFileBody>
          <StyledFileActions>
            {item.state === 'uploading' ? (
              <StyledFileMeta>{`${Math.round((item.progress ?? 0) * 100)} %`}</StyledFileMeta>
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => onRemove(item.key)}>
              {t(item.state === 'uploading' ? 'cancel' : item.state === 'failed' ? 'dismiss' : 'remove')}
              <VisuallyHidden>: {item.name}</VisuallyHidden>
            </Button>
          </StyledFileActions>
        </StyledFileRow>
      ))}
    </StyledFileList>
  );
}

/** A bar of the share sent; screen readers hear the percentage. */
function UploadProgress({ name, share }: { name: string; share: number }) {
  const { t } = useTranslation(FILES_NAMESPACE);
  return (
    <StyledProgressTrack
      role="progressbar"
      aria-label={t('uploadingNamed', { name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
    >
      <StyledProgressBar $share={share} />
    </StyledProgressTrack>
  );
}
