// The attachment pieces the comment thread uses itself (the package's public ones are exported from src/index.ts).
export { AttachFileButton } from './components/AttachFileButton';
export { FileDropArea } from './components/FileDropArea';
export { FileList } from './components/FileList';
export { PendingUploadList } from './components/PendingUploadList';
export { useUploads } from './hooks/use-uploads';
