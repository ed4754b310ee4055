import { Unzip, UnzipInflate } from 'fflate';
import { RosterImportError } from './import-error';
import { importLimits } from './limits';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const FEED_SLICE_BYTES = 1024;

export function isZip(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((value, index) => bytes[index] === value);
}

/**
 * Extracts the one roster document from a .rosz (a zip holding a single .ros of any name). Inflated
 * bytes are counted while they stream out, so a header that under-states sizes cannot get past
 * the cap; archives inside archives are refused.
 */
export function extractRosterEntry(bytes: Uint8Array, limits = importLimits): Uint8Array {
  const entries: { name: string; chunks: Uint8Array[]; complete: boolean }[] = [];
  let inflated = 0;
  // fflate reports errors through the callbacks; the first problem found is the one reported.
  let failure: RosterImportError | undefined;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    if (failure || file.name.endsWith('/')) return;
    if (entries.length >= limits.maxArchiveEntries) {
      failure = new RosterImportError(
        'ARCHIVE_TOO_MANY_ENTRIES',
        `The archive holds more than ${limits.maxArchiveEntries} files.`,
      );
      return;
    }
    const entry = { name: file.name, chunks: [] as Uint8Array[], complete: false };
    entries.push(entry);
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new RosterImportError('ARCHIVE_CORRUPT', 'The archive is damaged and cannot be opened.');
        return;
      }
      inflated += chunk.length;
      if (inflated > limits.maxInflatedBytes) {
        failure = new RosterImportError(
          'ARCHIVE_TOO_LARGE',
          `The archive unpacks to more than ${Math.round(limits.maxInflatedBytes / 1024 / 1024)} MiB; a roster is far smaller.`,
        );
        return;
      }
      entry.chunks.push(chunk);
      if (final) entry.complete = true;
    };
    file.start();
  };

  try {
    // Fed a slice at a time: fflate inflates whatever it is given in one go, so one push of the
    // whole archive would inflate a bomb completely before the cap could look at it. A 1 KiB slice
    // inflates to at most about 1 MiB (DEFLATE's ceiling is 1,032:1).
    for (let offset = 0; offset < bytes.length && !failure; offset += FEED_SLICE_BYTES) {
      const end = Math.min(bytes.length, offset + FEED_SLICE_BYTES);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    failure ??= new RosterImportError('ARCHIVE_CORRUPT', 'The archive is damaged and cannot be opened.');
  }
  if (failure) throw failure;
  if (entries.length === 0 || entries.some((entry) => !entry.complete)) {
    throw new RosterImportError('ARCHIVE_CORRUPT', 'The archive is damaged and cannot be opened.');
  }

  const files = entries.filter((entry) => !/(^|\/)(__MACOSX|\.DS_Store)/.test(entry.name));
  if (files.some((entry) => /\.(zip|rosz|gz|7z|rar)$/i.test(entry.name))) {
    throw new RosterImportError('ARCHIVE_NESTED', 'Archives inside archives are not accepted.');
  }
  const roster =
    files.find((entry) => /\.ros$/i.test(entry.name)) ?? (files.length === 1 ? files[0] : undefined);
  if (!roster) throw new RosterImportError('ARCHIVE_NO_ROSTER', 'The archive holds no roster (.ros) file.');
  const content = concat(roster.chunks);
  if (isZip(content))
    throw new RosterImportError('ARCHIVE_NESTED', 'Archives inside archives are not accepted.');
  return content;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
