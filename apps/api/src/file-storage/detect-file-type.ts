import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

export const UNKNOWN_MIME_TYPE = 'application/octet-stream';
const TEXT_SAMPLE_BYTES = 8192;

/**
 * The type of a stored upload, from its content alone (magic numbers via `file-type`; the name is never trusted).
 * Content without a known signature is plain text when its start is valid UTF-8 without control bytes, otherwise
 * unknown. Text-like formats (HTML, SVG, scripts) are never detected as anything a browser would render.
 */
export async function detectFileType(localPath: string): Promise<string> {
  const detected = await fileTypeFromFile(localPath);
  if (detected) return detected.mime;
  return (await looksLikeText(localPath)) ? 'text/plain' : UNKNOWN_MIME_TYPE;
}

async function looksLikeText(localPath: string): Promise<boolean> {
  const handle = await open(localPath, 'r');
  try {
    const sample = Buffer.alloc(TEXT_SAMPLE_BYTES);
    const { bytesRead } = await handle.read(sample, 0, TEXT_SAMPLE_BYTES, 0);
    if (bytesRead === 0) return false;
    const bytes = sample.subarray(0, bytesRead);
    // eslint-disable-next-line no-control-regex
    if (/[\x00-\x08\x0e-\x1f]/.test(bytes.toString('latin1'))) return false;
    // A multi-byte character may be cut at the sample's end; only the rest must decode.
    const decodable = bytesRead < TEXT_SAMPLE_BYTES ? bytes : bytes.subarray(0, bytesRead - 4);
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(decodable);
      return true;
    } catch {
      return false;
    }
  } finally {
    await handle.close();
  }
}
