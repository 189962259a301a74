import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_FILE_MAX_BYTES, type FileTarget, type FileView } from '@taskflow/contracts';
import { useDeleteFileMutation, useUploadFileMutation } from '../state/files.api';
import { uploadErrorKind, type UploadErrorKind } from '../utils/upload-error';

export interface PendingUpload {
  key: string;
  name: string;
  size: number;
  state: 'uploading' | 'done' | 'failed';
  /** While uploading: the share of the file sent, 0 to 1. */
  progress?: number;
  /** The stored file once uploaded. */
  file?: FileView;
  error?: UploadErrorKind;
}

export interface UseUploadsOptions {
  target: FileTarget;
  parentId: string;
  /**
   * Task attachments are kept once uploaded (they leave this list and show in the task's list). Drafts (comment
   * and message files) stay here until `takeDrafts` hands them to the comment or message; drafts still here when
   * the component goes are removed on the server.
   */
  onUploaded?: (file: FileView) => void;
}

export interface Uploads {
  items: PendingUpload[];
  isUploading: boolean;
  add: (files: Iterable<File>) => void;
  /** Cancels an upload in flight, removes an uploaded draft, or dismisses a failure. */
  remove: (key: string) => void;
  /** The uploaded drafts, which leave the list (they now belong to what is being sent). */
  takeDrafts: () => FileView[];
  /** Puts drafts back after sending them failed, so the next attempt sends them again. */
  restoreDrafts: (files: FileView[]) => void;
}

let nextKey = 0;

/** Uploads picked or dropped files one request each; leaving cancels what is in flight and removes unsent drafts. */
export function useUploads({ target, parentId, onUploaded }: UseUploadsOptions): Uploads {
  const [items, setItems] = useState<PendingUpload[]>([]);
  const [upload] = useUploadFileMutation();
  const [deleteFile] = useDeleteFileMutation();
  const inFlight = useRef(new Map<string, { abort: () => void }>());
  const drafts = useRef(new Map<string, FileView>());
  const isDraft = target !== 'task';

  const update = (key: string, changes: Partial<PendingUpload>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));

  const add = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        const key = `upload-${(nextKey += 1)}`;
        if (file.size > DEFAULT_FILE_MAX_BYTES) {
          setItems((current) => [
            ...current,
            { key, name: file.name, size: file.size, state: 'failed', error: 'tooLarge' },
          ]);
          continue;
        }
        setItems((current) => [...current, { key, name: file.name, size: file.size, state: 'uploading', progress: 0 }]);
        const request = upload({ target, parentId, file, onProgress: (progress) => update(key, { progress }) });
        inFlight.current.set(key, request);
        request
          .unwrap()
          .then((stored) => {
            if (isDraft) {
              drafts.current.set(key, stored);
              update(key, { state: 'done', file: stored });
            } else {
              setItems((current) => current.filter((item) => item.key !== key));
            }
            onUploaded?.(stored);
          })
          .catch((error: unknown) => {
            if ((error as { name?: string })?.name === 'AbortError') return;
            update(key, { state: 'failed', error: uploadErrorKind(error) });
          })
          .finally(() => inFlight.current.delete(key));
      }
    },
    [upload, target, parentId, isDraft, onUploaded],
  );

  const remove = useCallback(
    (key: string) => {
      inFlight.current.get(key)?.abort();
      inFlight.current.delete(key);
      const draft = drafts.current.get(key);
      if (draft) {
        drafts.current.delete(key);
        void deleteFile({ id: draft.id });
      }
      setItems((current) => current.filter((item) => item.key !== key));
    },
    [deleteFile],
  );

  const takeDrafts = useCallback(() => {
    const taken = [...drafts.current.values()];
    const keys = new Set(drafts.current.keys());
    drafts.current.clear();
    setItems((current) => current.filter((item) => !keys.has(item.key)));
    return taken;
  }, []);

  const restoreDrafts = useCallback((files: FileView[]) => {
    const restored = files.map((file): PendingUpload => {
      const key = `upload-${(nextKey += 1)}`;
      drafts.current.set(key, file);
      return { key, name: file.fileName, size: file.size, state: 'done', file };
    });
    setItems((current) => [...restored, ...current]);
  }, []);

  // Leaving (the modal closes, another conversation opens): cancel uploads in flight, drop unsent drafts.
  useEffect(() => {
    const pending = inFlight.current;
    const unsent = drafts.current;
    return () => {
      for (const request of pending.values()) request.abort();
      pending.clear();
      for (const draft of unsent.values()) void deleteFile({ id: draft.id });
      unsent.clear();
      setItems([]);
    };
  }, [deleteFile, target, parentId]);

  return {
    items,
    isUploading: items.some((item) => item.state === 'uploading'),
    add,
    remove,
    takeDrafts,
    restoreDrafts,
  };
}
