import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FILES_NAMESPACE } from '../files-texts';
import { StyledDropArea, StyledDropHint } from './Files.styles';

export interface FileDropAreaProps {
  onFiles: (files: File[]) => void;
  /** No dropping (e.g. clients while the agency does not allow their uploads). */
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** Lets files be dropped onto its content (the keyboard path is the attach button inside it). */
export function FileDropArea({ onFiles, disabled, children, className }: FileDropAreaProps) {
  const { t } = useTranslation(FILES_NAMESPACE);
  const [active, setActive] = useState(false);
  // dragenter/dragleave fire for every child; count them so the hint does not flicker.
  const depth = useRef(0);

  if (disabled) return <div className={className}>{children}</div>;
  return (
    <StyledDropArea
      className={className}
      $active={active}
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setActive(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setActive(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setActive(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      }}
    >
      {children}
      {active ? <StyledDropHint aria-hidden="true">{t('drop')}</StyledDropHint> : null}
    </StyledDropArea>
  );
}
