import fs from 'node:fs';

/**
 * A pid file that keeps two processes from opening the same embedded database
 * (PGlite has no locking of its own and would corrupt the files).
 */
export class DirectoryLock {
  private constructor(private readonly file: string) {}

  static acquire(file: string, resourceName: string): DirectoryLock {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (isRunning(owner)) {
        throw new Error(`${resourceName} is already in use by process ${owner} (lock file ${file})`);
      }
      fs.writeFileSync(file, String(process.pid));
    }
    return new DirectoryLock(file);
  }

  release(): void {
    fs.rmSync(this.file, { force: true });
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
