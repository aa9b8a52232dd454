// An in-process BaselineStorePort (app/ports.ts) for the promotion use case's
// tests: a pull request's head, one branch of files, the run's artifacts and the
// pull request's labels, with failures to inject per method. Every call is kept
// in order, so a test can check what promotion did and in which order.
import type { BaselineStorePort, StoreFailure } from '../../src/app/index.js';

export type StoreCall =
  | { readonly op: 'currentHead' }
  | {
      readonly op: 'commitFile';
      readonly path: string;
      readonly branch: string;
      readonly message: string;
    }
  | { readonly op: 'uploadFile'; readonly file: string; readonly name: string }
  | { readonly op: 'removeLabel'; readonly label: string };

export interface FakeStore extends BaselineStorePort {
  readonly calls: StoreCall[];
  /** The branch's files after the writes. */
  readonly files: Map<string, string>;
  readonly artifacts: { id: number; name: string; file: string }[];
  readonly labels: Set<string>;
  /** The head as the pull request now shows it. */
  head: string;
  /** Failures each method returns once, in order. */
  readonly fail: {
    currentHead: StoreFailure[];
    commitFile: StoreFailure[];
    removeLabel: StoreFailure[];
    uploadFile: string[];
  };
}

export function failure(status: number | null, message = `HTTP ${status ?? 'none'}`): StoreFailure {
  return { ok: false, status, forbidden: status === 403, message };
}

export function fakeStore(head: string, labels: readonly string[] = []): FakeStore {
  let commits = 0;
  const store: FakeStore = {
    calls: [],
    files: new Map(),
    artifacts: [],
    labels: new Set(labels),
    head,
    fail: { currentHead: [], commitFile: [], removeLabel: [], uploadFile: [] },
    currentHead: async () => {
      store.calls.push({ op: 'currentHead' });
      const f = store.fail.currentHead.shift();
      return f ?? { ok: true, sha: store.head };
    },
    commitFile: async (file) => {
      store.calls.push({
        op: 'commitFile',
        path: file.path,
        branch: file.branch,
        message: file.message,
      });
      const f = store.fail.commitFile.shift();
      if (f !== undefined) return f;
      store.files.set(file.path, file.text);
      const parent = store.head;
      commits++;
      store.head = `${commits}`.padStart(40, 'c');
      return { ok: true, commit: store.head, parent };
    },
    uploadFile: async (file, name) => {
      store.calls.push({ op: 'uploadFile', file, name });
      const reason = store.fail.uploadFile.shift();
      if (reason !== undefined) return { ok: false, reason };
      const artifact = { id: store.artifacts.length + 1, name, file };
      store.artifacts.push(artifact);
      return { ok: true, artifact: { id: artifact.id, name } };
    },
    removeLabel: async (label) => {
      store.calls.push({ op: 'removeLabel', label });
      const f = store.fail.removeLabel.shift();
      if (f !== undefined) return f;
      if (!store.labels.delete(label)) return failure(404, 'Label does not exist');
      return { ok: true };
    },
  };
  return store;
}
