import { create, extract } from 'tar';

/** Packs the folder's entries into one gzip-compressed tar file. */
export async function packArchive(directory: string, entries: string[], file: string): Promise<void> {
  await create({ gzip: true, file, cwd: directory, portable: true }, entries);
}

/** Unpacks a gzip-compressed tar file into the folder (entries never land outside it). */
export async function unpackArchive(file: string, directory: string): Promise<void> {
  await extract({ file, cwd: directory, strict: true });
}
