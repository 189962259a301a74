import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileView } from '@taskflow/contracts';
import { Button, Spinner, useToast } from '@taskflow/ui';
import { FILES_NAMESPACE } from '../files-texts';
import { useFileContentMutation, useFilePreviewQuery } from '../state/files.api';
import { formatFileSize } from '../utils/file-size';
import {
  StyledFileActions,
  StyledFileBody,
  StyledFileMeta,
  StyledFileName,
  StyledFileRow,
  StyledPreviewImage,
  StyledThumb,
  StyledThumbButton,
} from './Files.styles';

export interface FileItemProps {
  file: FileView;
  /** Offers "Remove" (task attachments the user may remove). */
  onRemove?: (file: FileView) => void;
  removing?: boolean;
}

/** Short type label for the thumbnail of a file without a preview ("PDF", "ZIP", …). */
function typeLabel(file: FileView): string {
  const extension = /\.([a-z0-9]{1,4})$/i.exec(file.fileName)?.[1];
  return (extension ?? file.mimeType.split('/')[1] ?? 'file').slice(0, 4).toUpperCase();
}

/** One file: its preview (safe images) or type, name and size, download, and optionally remove. */
export function FileItem({ file, onRemove, removing }: FileItemProps) {
  const { t, i18n } = useTranslation(FILES_NAMESPACE);
  const toast = useToast();
  const [expanded, setExpanded] = useState(false);
  const preview = useFilePreviewQuery(file.previewUrl ?? '', { skip: !file.previewUrl });
  const [fetchContent, download] = useFileContentMutation();

  const save = async () => {
    try {
      const objectUrl = await fetchContent(file.url).unwrap();
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = file.fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // The browser has taken the content once the click is handled.
      window.setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
    } catch {
      toast.error(t('downloadFailed', { name: file.fileName }));
    }
  };

  const size = formatFileSize(file.size, i18n.language);
  return (
    <>
      <StyledFileRow data-testid="file-item">
        {file.previewUrl && preview.data ? (
          <StyledThumbButton
            type="button"
            aria-expanded={expanded}
            aria-label={t(expanded ? 'hidePreview' : 'showPreview', { name: file.fileName })}
            onClick={() => setExpanded((open) => !open)}
          >
            <StyledThumb>
              <img src={preview.data} alt="" />
            </StyledThumb>
          </StyledThumbButton>
        ) : (
          <StyledThumb aria-hidden="true">{preview.isFetching ? <Spinner size="sm" /> : typeLabel(file)}</StyledThumb>
        )}
        <StyledFileBody>
          <StyledFileName title={file.fileName}>{file.fileName}</StyledFileName>
          <StyledFileMeta>{size}</StyledFileMeta>
        </StyledFileBody>
        <StyledFileActions>
          <Button
            size="sm"
            variant="ghost"
            loading={download.isLoading}
            aria-label={t('downloadNamed', { name: file.fileName })}
            onClick={() => void save()}
          >
            {t('download')}
          </Button>
          {onRemove ? (
            <Button
              size="sm"
              variant="ghost"
              loading={removing}
              aria-label={t('removeNamed', { name: file.fileName })}
              onClick={() => onRemove(file)}
            >
              {t('remove')}
            </Button>
          ) : null}
        </StyledFileActions>
      </StyledFileRow>
      {expanded && preview.data ? (
        <li>
          <StyledPreviewImage src={preview.data} alt={t('previewOf', { name: file.fileName })} />
        </li>
      ) : null}
    </>
  );
}
