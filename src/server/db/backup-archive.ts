import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import * as tarStream from 'tar-stream';

/**
 * The backup file of the embedded database (docs/deployment.md#backups): a gzip-compressed tar archive, so `tar -tzf`
 * lists it and `tar -xzf` unpacks it by hand. Its first file is the manifest `equipped-backup.json`
 * ({@link BackupManifest}); `pglite.tar` is PGlite's own dump of the database directory (`dumpDataDir`); then
 * `auth-secret` and `demo-accounts.json` when DATA_DIR had them. The tar is the POSIX ustar format (IEEE Std
 * 1003.1-2017, pax "ustar Interchange Format"), written and read by the tar-stream library; this module adds the
 * manifest and its checks.
 */

/** The manifest's name inside the archive. */
export const MANIFEST_NAME = 'equipped-backup.json';
/** The database dump's name inside the archive. */
export const DATABASE_NAME = 'pglite.tar';

/** What a backup records about itself: the first file of the archive, JSON. */
export type BackupManifest = {
  format: 'equipped-backup';
  version: 1;
  /** When the dump was taken, ISO 8601 UTC. */
  createdAt: string;
  /** `server_version` of the PGlite that made the dump: a data directory opens only on the same PostgreSQL major. */
  postgresVersion: string;
  /** Rows of every table when the dump was taken, keyed `schema.table`; a restore finds the same before migrating. */
  rowCounts: Record<string, number>;
  /** Every other file of the archive: its size in bytes and SHA-256 (hex); a restore checks both. */
  files: Record<string, { bytes: number; sha256: string }>;
};

/** Thrown when a file is not a usable backup: missing, not a backup, damaged, or of an unknown format version. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/** Regular files of a tar archive by name; throws {@link BackupFileError} on a damaged or unknown archive. */
async function readTar(tar: Buffer, source: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const damaged = (why: string) => new BackupFileError(`${source} is damaged (${why}): it cannot be restored.`);
  const extract = tarStream.extract();
  const entries = extract[Symbol.asyncIterator](); // listens for entries before the first is parsed
  extract.end(tar);
  let reading: string | undefined;
  let last: string | undefined;
  /** Where the archive's last file ends: an intact archive has its end marker (zero blocks) after it. */
  let end = 0;
  try {
    for await (const entry of { [Symbol.asyncIterator]: () => entries }) {
      const { name, size, type } = entry.header;
      reading = name;
      const chunks: Buffer[] = [];
      for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
      if (type === 'file' || type === 'contiguous-file') files.set(name, Buffer.concat(chunks));
      end = entry.offset + 512 + Math.ceil(size / 512) * 512;
      last = name;
      reading = undefined;
    }
  } catch (error) {
    if (reading !== undefined) throw damaged(`${reading} is cut short`);
    if ((error as Error).message === 'Unexpected end of data') throw damaged('the archive is cut short');
    throw damaged(`a bad tar header ${last === undefined ? 'at the start' : `after ${last}`}`);
  }
  if (tar.length < end + 512) throw damaged('the archive is cut short');
  return files;
}

/** Adds one regular file to `pack`, streamed from `body`; settles when tar-stream has taken all of it (or failed). */
function packFile(pack: tarStream.Pack, header: { name: string; size: number; mode: number; mtime: Date }, body: Blob): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = pack.entry({ ...header, type: 'file' }, (error) => (error ? reject(error) : resolve()));
    sink.on('error', () => {}); // the callback above receives it
    (async () => {
      for await (const chunk of body.stream()) if (!sink.write(chunk)) await once(sink, 'drain');
      sink.end(null);
    })().catch((error: unknown) => sink.destroy(error as Error));
  });
}

async function sha256Of(body: Blob): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body.stream()) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * Writes the manifest and `files` (name, content, permission bits such as 0o600) to the new file `file` (created
 * owner-only; refused with EEXIST when it exists) in the backup format, streaming: the archive is never whole in
 * memory. The manifest's `files` is filled in here (sizes and SHA-256 of `files`).
 * @returns the size of the file written, in bytes.
 */
export async function writeBackup(
  file: string,
  manifest: Omit<BackupManifest, 'files'>,
  files: Array<{ name: string; body: Blob; mode: number }>,
): Promise<number> {
  const listed: BackupManifest['files'] = {};
  for (const entry of files) listed[entry.name] = { bytes: entry.body.size, sha256: await sha256Of(entry.body) };
  const full: BackupManifest = { ...manifest, files: listed };
  const mtime = new Date(manifest.createdAt);
  const entries = [{ name: MANIFEST_NAME, body: new Blob([`${JSON.stringify(full, null, 2)}\n`]), mode: 0o644 }, ...files];
  const pack = tarStream.pack();
  const packing = (async () => {
    for (const entry of entries) await packFile(pack, { name: entry.name, size: entry.body.size, mode: entry.mode, mtime }, entry.body);
    pack.finalize();
  })().catch((error: unknown) => pack.destroy(error as Error));
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  await Promise.all([packing, pipeline(Readable.from(pack), createGzip(), out)]);
  return out.bytesWritten;
}

/**
 * Reads a backup made by {@link writeBackup}: checks the gzip stream, the tar headers, the manifest's format and version,
 * and every listed file's size and SHA-256. `source` names the file in messages.
 * @returns the manifest and every file but the manifest, by name (the database dump is `files.get(DATABASE_NAME)`).
 * @throws BackupFileError saying what is wrong: not gzip, cut short, no manifest, another format version, a file
 * missing or changed.
 */
export async function unpackBackup(packed: Buffer, source: string): Promise<{ manifest: BackupManifest; files: Map<string, Buffer> }> {
  const notBackup = `${source} is not an Equipped backup (made by npm run backup)`;
  if (packed.length < 2 || packed[0] !== 0x1f || packed[1] !== 0x8b) throw new BackupFileError(`${notBackup}: it is not gzip-compressed.`);
  let tar: Buffer;
  try {
    tar = await promisify(gunzip)(packed);
  } catch (error) {
    throw new BackupFileError(`${source} is damaged (${(error as Error).message}): it cannot be restored.`);
  }
  const files = await readTar(tar, source);
  const manifestBody = files.get(MANIFEST_NAME);
  if (!manifestBody) throw new BackupFileError(`${notBackup}: it has no ${MANIFEST_NAME}.`);
  files.delete(MANIFEST_NAME);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(manifestBody.toString('utf8')) as BackupManifest;
  } catch {
    throw new BackupFileError(`${source} is damaged: its ${MANIFEST_NAME} is not JSON.`);
  }
  if (manifest?.format !== 'equipped-backup') throw new BackupFileError(`${notBackup}: its ${MANIFEST_NAME} names no Equipped backup.`);
  if (manifest.version !== 1) {
    throw new BackupFileError(`${source} is a version ${String(manifest.version)} backup; this Equipped reads version 1 only.`);
  }
  if (!manifest.files?.[DATABASE_NAME]) throw new BackupFileError(`${source} is damaged: it holds no ${DATABASE_NAME}.`);
  for (const [name, expected] of Object.entries(manifest.files)) {
    const body = files.get(name);
    if (!body) throw new BackupFileError(`${source} is damaged: ${name} is missing.`);
    if (body.length !== expected.bytes || sha256(body) !== expected.sha256) {
      throw new BackupFileError(`${source} is damaged: ${name} is not the file the backup recorded (size or SHA-256 differ).`);
    }
  }
  return { manifest, files };
}
