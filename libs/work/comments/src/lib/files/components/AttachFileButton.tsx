import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@taskflow/ui';
import { FILES_NAMESPACE } from '../files-texts';

export interface AttachFileButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  onFiles: (files: File[]) => void;
  /** Visible text; default "Attach file". */
  label?: string;
}

/** A button opening the system's file picker (several files at once). */
export function AttachFileButton({
  onFiles,
  label,
  size = 'sm',
  variant = 'secondary',
  ...rest
}: AttachFileButtonProps) {
  const { t } = useTranslation(FILES_NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button type="button" size={size} variant={variant} {...rest} onClick={() => input.current?.click()}>
        {label ?? t('attach')}
      </Button>
    </>
  );
}
