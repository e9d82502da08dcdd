// Runs docker/Dockerfile on the host, where no Docker engine runs, so the file cannot rot unseen.
//
// It reads the Dockerfile and carries out each instruction in order: every stage gets a
// directory that stands for its file system, COPY copies from the repository (honouring
// .dockerignore) or from an earlier stage, and the build stages' RUN commands run as written
// (BuildKit's cache mounts are the host's own caches: ~/.npm and ~/.cargo, and the repository's
// target/ for /src/target, so CI reuses the release build `npm run test:faults` made).
// The final stage's RUN (system packages and the service user) is not run on the host: it may
// only install packages, create the user and the volume directories, and that is checked.
// Then it starts ENTRYPOINT + CMD from the assembled image layout, with the image's ENV (paths
// mapped into the layout), as the image's USER when run as root, and checks the service:
// the HEALTHCHECK command, /healthz, /readyz, the PWA at /, the files in the VOLUME, an online
// backup with sqlite3 (docs/operations.md, Backups), a clean stop on SIGTERM, and (on a Debian host of the
// image's release) that the binary's libraries and the HEALTHCHECK's tool are in the runtime image.
//
//   node scripts/docker-build-steps.mjs             build, assemble, start, check (a few minutes)
//   node scripts/docker-build-steps.mjs --plan      print the steps as JSON and run nothing
//   options: --dockerfile FILE (default docker/Dockerfile), --keep (keep the temporary layout)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, whenServing } from '../testkit/service-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const IMAGE_PATH = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];
// What the final stage's RUN may do: it is system set-up, not a build step.
const IMAGE_ONLY_COMMANDS = ['apt-get', 'rm -rf /var/lib/apt/lists/*', 'groupadd', 'useradd', 'mkdir', 'chown'];
// Build steps see only these of the host's variables (plus ARG and ENV), as in a container.
const PASSED_ENV = ['PATH', 'HOME', 'TMPDIR', 'CARGO_HOME', 'RUSTUP_HOME', 'RUSTUP_TOOLCHAIN', 'CARGO_INCREMENTAL', 'CARGO_TERM_COLOR', 'NO_COLOR', 'FORCE_COLOR', 'CI'];

/** Instructions with their first line: comments dropped, continued lines joined. */
export function parseDockerfile(text) {
  const instructions = [];
  let buffer = '';
  let line = 0;
  text.split('\n').forEach((raw, i) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('#') || trimmed === '') return;
    if (buffer === '') line = i + 1;
    if (trimmed.endsWith('\\')) {
      buffer += `${trimmed.slice(0, -1).trim()} `;
      return;
    }
    buffer += trimmed;
    const [, keyword, args] = /^(\S+)\s*(.*)$/s.exec(buffer);
    instructions.push({ line, keyword: keyword.toUpperCase(), args: args.trim() });
    buffer = '';
  });
  if (buffer) throw new Error('the Dockerfile ends inside a continued line');
  return instructions;
}

function takeFlags(args, allowed, where) {
  const flags = {};
  let rest = args;
  for (let m; (m = /^--([a-z-]+)(?:=(\S*))?\s+/.exec(rest)); rest = rest.slice(m[0].length)) {
    if (!allowed.includes(m[1])) throw new Error(`${where}: the flag --${m[1]} is not mirrored by this script`);
    (flags[m[1]] ??= []).push(m[2] ?? '');
  }
  return { flags, rest };
}

const execForm = (args) => (args.startsWith('[') ? JSON.parse(args) : ['/bin/sh', '-c', args]);

function hostToolchain(name) {
  if (name === 'node') return process.versions.node;
  if (name === 'rust') return /^rustc (\S+)/.exec(execFileSync('rustc', ['--version'], { encoding: 'utf8' }))?.[1];
  return null;
}

function hostDebianRelease() {
  try {
    return /^VERSION_CODENAME=(\S+)$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? null;
  } catch {
    return null;
  }
}

/** node:20.20-bookworm-slim → toolchain node 20.20 (must match the host's), Debian bookworm. */
function baseImage(image, where) {
  const [name, tag = 'latest'] = image.split(':');
  const release = /(?:^|-)(bookworm|trixie|bullseye)(?:-|$)/.exec(tag)?.[1];
  if (!release) throw new Error(`${where}: ${image} does not name its Debian release`);
  if (name === 'debian') return { release };
  if (name !== 'node' && name !== 'rust') throw new Error(`${where}: ${image} is not a base image this script knows`);
  const version = /^\d+\.\d+/.exec(tag)?.[0];
  if (!version) throw new Error(`${where}: pin ${image} to a ${name} version (major.minor)`);
  const host = hostToolchain(name);
  if (host !== version && !host?.startsWith(`${version}.`)) {
    throw new Error(`${where}: ${image} does not match the host's ${name} ${host}: build with the same toolchain`);
  }
  return { release, toolchain: `${name} ${host}` };
}

/** Checks the image-only RUN: only packages, the user and directories. */
function imageOnly(command, where) {
  const facts = { packages: [], users: {}, chowned: [], made: [] };
  for (const part of command.split('&&').map((s) => s.trim())) {
    if (!IMAGE_ONLY_COMMANDS.some((c) => part === c || part.startsWith(`${c} `))) {
      throw new Error(`${where}: '${part}' in the runtime stage's RUN is neither a package, user nor directory step; build it in a build stage`);
    }
    const words = part.split(/\s+/);
    if (words[0] === 'apt-get' && words[1] === 'install') facts.packages.push(...words.slice(2).filter((w) => !w.startsWith('-')));
    if (words[0] === 'useradd') {
      const uid = words[words.indexOf('--uid') + 1];
      facts.users[words.at(-1)] = uid;
    }
    if (words[0] === 'mkdir') facts.made.push(...words.slice(1).filter((w) => !w.startsWith('-')));
    if (words[0] === 'chown') facts.chowned.push({ owner: words[1].split(':')[0], paths: words.slice(2) });
  }
  return facts;
}

/** The steps, checked, with what the host does for each: nothing runs here. */
export function plan(text) {
  const instructions = parseDockerfile(text);
  const lastFrom = instructions.findLastIndex((i) => i.keyword === 'FROM');
  if (lastFrom < 0) throw new Error('no FROM in the Dockerfile');
  const steps = [];
  const image = { env: {}, volumes: [], packages: [], users: {}, chowned: [], made: [] };
  const releases = new Set();
  const stages = [];
  let stage = null;
  instructions.forEach((ins, index) => {
    const where = `Dockerfile line ${ins.line} (${ins.keyword})`;
    const final = index > lastFrom;
    const step = { line: ins.line, stage: stage?.name ?? null, keyword: ins.keyword, args: ins.args };
    switch (ins.keyword) {
      case 'FROM': {
        const m = /^(\S+)\s+AS\s+(\S+)$/i.exec(ins.args);
        if (!m) throw new Error(`${where}: name every stage (FROM image AS name)`);
        const base = baseImage(m[1], where);
        releases.add(base.release);
        stage = { name: m[2], final: index === lastFrom };
        stages.push(stage.name);
        Object.assign(step, { stage: stage.name, action: 'stage', ...base });
        break;
      }
      case 'WORKDIR':
      case 'ARG':
      case 'ENV':
        step.action = 'set';
        if (ins.keyword === 'ENV') {
          for (const pair of ins.args.split(/\s+/)) {
            const m = /^([A-Za-z_][A-Za-z0-9_]*)=([^"'\s]*)$/.exec(pair);
            if (!m) throw new Error(`${where}: write ENV as NAME=value pairs without quotes`);
            if (final) image.env[m[1]] = m[2];
          }
        }
        break;
      case 'COPY': {
        const { flags, rest } = takeFlags(ins.args, ['from'], where);
        const from = flags.from?.[0];
        if (from && !stages.includes(from)) throw new Error(`${where}: no earlier stage named ${from}`);
        const parts = rest.split(/\s+/);
        if (parts.length < 2 || rest.startsWith('[')) throw new Error(`${where}: write COPY as sources then destination`);
        if (from && parts.slice(0, -1).some((p) => !p.startsWith('/'))) throw new Error(`${where}: COPY --from needs absolute sources`);
        Object.assign(step, { action: 'copy', from: from ?? null, sources: parts.slice(0, -1), dest: parts.at(-1) });
        break;
      }
      case 'RUN': {
        const { flags, rest } = takeFlags(ins.args, ['mount'], where);
        const caches = [];
        for (const mount of flags.mount ?? []) {
          const options = mount.split(',');
          if (!options.includes('type=cache')) throw new Error(`${where}: only cache mounts are mirrored (the host's caches)`);
          const target = options.find((o) => o.startsWith('target='))?.slice('target='.length);
          if (!target) throw new Error(`${where}: a cache mount needs a target`);
          caches.push(target);
        }
        if (final) {
          const facts = imageOnly(rest, where);
          image.packages.push(...facts.packages);
          Object.assign(image.users, facts.users);
          image.chowned.push(...facts.chowned);
          image.made.push(...facts.made);
          Object.assign(step, { action: 'image-only', command: rest });
        } else {
          Object.assign(step, { action: 'run', command: rest, caches });
        }
        break;
      }
      case 'VOLUME':
      case 'USER':
      case 'EXPOSE':
      case 'HEALTHCHECK':
      case 'ENTRYPOINT':
      case 'CMD': {
        if (!final) throw new Error(`${where}: only the runtime stage may say ${ins.keyword}`);
        step.action = 'runtime';
        if (ins.keyword === 'VOLUME') image.volumes.push(...(ins.args.startsWith('[') ? JSON.parse(ins.args) : ins.args.split(/\s+/)));
        if (ins.keyword === 'USER') {
          const m = /^(\d+)(?::(\d+))?$/.exec(ins.args);
          if (!m) throw new Error(`${where}: give USER as numeric uid[:gid]`);
          image.uid = Number(m[1]);
          image.gid = Number(m[2] ?? m[1]);
        }
        if (ins.keyword === 'EXPOSE') image.expose = ins.args;
        if (ins.keyword === 'HEALTHCHECK') {
          const { flags, rest } = takeFlags(ins.args, ['interval', 'timeout', 'start-period', 'retries'], where);
          if (!rest.startsWith('CMD ')) throw new Error(`${where}: HEALTHCHECK needs CMD`);
          image.healthcheck = { command: execForm(rest.slice(4).trim()), timeout: flags.timeout?.[0] ?? '30s' };
        }
        if (ins.keyword === 'ENTRYPOINT') image.entrypoint = execForm(ins.args);
        if (ins.keyword === 'CMD') image.cmd = execForm(ins.args);
        break;
      }
      default:
        throw new Error(`${where}: this script does not mirror ${ins.keyword}; teach it, or do without`);
    }
    steps.push(step);
  });
  if (releases.size !== 1) throw new Error(`every stage must be on one Debian release (the binary runs on the one it was built on): ${[...releases].join(', ')}`);
  if (image.uid === undefined || image.uid === 0) throw new Error('the runtime stage must end with USER, not root');
  if (!image.entrypoint || !image.healthcheck) throw new Error('the runtime stage needs ENTRYPOINT and HEALTHCHECK');
  if (image.expose !== image.env.PORT) throw new Error(`EXPOSE ${image.expose} is not ENV PORT=${image.env.PORT}`);
  if (!image.volumes.includes(image.env.DATA_DIR)) throw new Error(`DATA_DIR ${image.env.DATA_DIR} must be a VOLUME, or the data goes with the container`);
  for (const volume of image.volumes) {
    const owner = image.chowned.find((c) => c.paths.includes(volume))?.owner;
    if (!image.made.includes(volume) || Number(image.users[owner]) !== image.uid) {
      throw new Error(`the runtime stage's RUN must mkdir and chown VOLUME ${volume} to the USER ${image.uid}, or the service cannot write there`);
    }
  }
  image.release = [...releases][0];
  return { steps, image };
}

/** .dockerignore as Docker reads it: the last matching pattern wins, `!` re-includes. */
export function dockerignore(contextDir) {
  const file = join(contextDir, '.dockerignore');
  const patterns = existsSync(file)
    ? readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))
    : [];
  const rules = patterns.map((p) => {
    const negate = p.startsWith('!');
    const glob = (negate ? p.slice(1) : p).replace(/^\/+|\/+$/g, '');
    const source = glob
      .split('**')
      .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]'))
      .join('.*');
    return { negate, regex: new RegExp(`^${source}$`) };
  });
  return (rel) => {
    const prefixes = rel.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'));
    let excluded = false;
    for (const { negate, regex } of rules) if (prefixes.some((p) => regex.test(p))) excluded = !negate;
    return excluded;
  };
}

/**
 * The packages a debian-slim image has after `apt-get install`: the release's required packages
 * (slim is those and apt), the installed ones, and everything they depend on, as the host's dpkg
 * knows them (so only on a host of the image's Debian release).
 */
function imagePackages(installed) {
  const depends = new Map();
  const roots = [...installed];
  const listing = execFileSync('dpkg-query', ['-W', '-f=${Package}\t${Priority}\t${Pre-Depends}, ${Depends}\n'], { encoding: 'utf8' });
  for (const row of listing.trim().split('\n')) {
    const [name, priority, deps] = row.split('\t');
    depends.set(name, deps.split(/[,|]/).map((d) => d.trim().split(/[\s:]/)[0]).filter(Boolean));
    if (priority === 'required') roots.push(name);
  }
  const present = new Set();
  for (let queue = roots; queue.length > 0; ) {
    const name = queue.pop();
    if (present.has(name) || !depends.has(name)) continue;
    present.add(name);
    queue.push(...depends.get(name));
  }
  return present;
}

const seconds = (value) => Number(/^(\d+)s$/.exec(value)?.[1] ?? 30);

/**
 * A cache mount inside the build's working tree (e.g. /src/target) is the repository's own copy of
 * that directory on the host (target/), linked in for the step; mounts elsewhere (the cargo
 * registry, ~/.npm) are the host's own caches already. Returns the links made.
 */
function mountCaches(caches, stage, inStage) {
  const links = [];
  for (const target of caches) {
    const inTree = relative(stage.workdir, target);
    if (inTree.startsWith('..') || inTree === '') continue;
    const host = join(root, inTree);
    const link = inStage(stage, target);
    mkdirSync(host, { recursive: true });
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(host, link);
    links.push(link);
  }
  return links;
}

function build({ steps }, workDir) {
  const ignored = dockerignore(root);
  const stages = new Map();
  let stage;
  const inStage = (s, path) => join(s.root, path.startsWith('/') ? path : join(s.workdir, path));
  for (const step of steps) {
    const label = `[${step.stage}] line ${step.line}: ${step.keyword} ${step.args}`;
    if (step.action === 'stage') {
      stage = { name: step.stage, root: join(workDir, step.stage), workdir: '/', env: {} };
      mkdirSync(stage.root, { recursive: true });
      stages.set(stage.name, stage);
      console.log(`\n== ${label}${step.toolchain ? `  (host: ${step.toolchain})` : ''}`);
      continue;
    }
    console.log(`\n${step.action === 'image-only' ? '(image only, not run here) ' : ''}${label}`);
    if (step.keyword === 'WORKDIR') {
      stage.workdir = step.args.startsWith('/') ? step.args : join(stage.workdir, step.args);
      mkdirSync(inStage(stage, '.'), { recursive: true });
    } else if (step.keyword === 'ARG') {
      const [name, fallback] = step.args.split('=');
      const value = process.env[name] ?? fallback;
      if (value !== undefined) stage.env[name] = value;
    } else if (step.keyword === 'ENV') {
      for (const pair of step.args.split(/\s+/)) stage.env[pair.split('=')[0]] = pair.slice(pair.indexOf('=') + 1);
    } else if (step.action === 'copy') {
      const from = step.from ? stages.get(step.from) : null;
      const dest = inStage(stage, step.dest);
      const intoDir = step.dest.endsWith('/') || step.sources.length > 1;
      for (const source of step.sources) {
        const src = from ? join(from.root, source) : join(root, source);
        if (!from && ignored(relative(root, src))) throw new Error(`${label}: ${source} is excluded by .dockerignore`);
        if (!existsSync(src)) throw new Error(`${label}: ${source} does not exist`);
        const target = statSync(src).isDirectory() ? dest : intoDir ? join(dest, basename(src)) : dest;
        mkdirSync(statSync(src).isDirectory() ? target : dirname(target), { recursive: true });
        cpSync(src, target, {
          recursive: true,
          preserveTimestamps: true,
          verbatimSymlinks: true,
          filter: (path) => from !== null || !ignored(relative(root, path)),
        });
      }
    } else if (step.action === 'run') {
      const env = Object.fromEntries(PASSED_ENV.filter((n) => process.env[n] !== undefined).map((n) => [n, process.env[n]]));
      const mounted = mountCaches(step.caches, stage, inStage);
      const result = spawnSync('/bin/sh', ['-c', step.command], { cwd: inStage(stage, '.'), env: { ...env, ...stage.env }, stdio: 'inherit' });
      for (const link of mounted) unlinkSync(link); // a cache mount is never part of the layer
      if (result.status !== 0) throw new Error(`${label}: exited with ${result.status ?? result.signal}`);
    }
  }
  return stage; // the runtime stage: its root is the image's file system
}

async function startAndCheck({ image }, runtime, workDir) {
  const asRoot = process.getuid() === 0;
  const uid = asRoot ? image.uid : process.getuid();
  const gid = asRoot ? image.gid : process.getgid();
  // Like the image: the layout is root's and read-only to the service; only the volumes are its.
  if (asRoot) execFileSync('chmod', ['755', workDir]); // mkdtemp's 0700 would shut the service out
  for (const volume of image.volumes) {
    mkdirSync(join(runtime.root, volume), { recursive: true });
    chownSync(join(runtime.root, volume), uid, gid);
  }
  const inImage = (value) => (value.startsWith('/') ? join(runtime.root, value) : value);
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    ...Object.fromEntries(Object.entries(image.env).map(([k, v]) => [k, inImage(v)])),
    PORT: String(port),
    // As `docker run -e` would set it, so reminders and the VAPID key are part of the check.
    VAPID_SUBJECT: 'mailto:office@gracefellowship.church',
  };
  const asUser = (argv) => (asRoot ? ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--', ...argv] : argv);
  const [program, ...args] = [...image.entrypoint, ...(image.cmd ?? [])];
  const binary = program.startsWith('/') ? inImage(program) : IMAGE_PATH.map((d) => join(runtime.root, d, program)).find(existsSync);
  if (!binary) throw new Error(`ENTRYPOINT ${program} is not in the image's PATH`);
  const cwd = inImage(runtime.workdir);
  const dataDir = env.DATA_DIR;
  console.log(`\n== start: ${[program, ...args].join(' ')} as uid ${uid}, DATA_DIR ${dataDir}, port ${port}`);
  const [command, ...commandArgs] = asUser([binary, ...args]);
  const server = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
  await whenServing(server, {
    output: (listener) => server.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      listener(chunk.toString());
    }),
    logs: () => '(its output is above)',
    timeoutMs: 30_000,
  });

  const base = `http://127.0.0.1:${port}`;
  const results = [];
  const check = async (name, fn) => {
    try {
      await fn();
      results.push(true);
      console.log(`ok - ${name}`);
    } catch (err) {
      results.push(false);
      console.log(`not ok - ${name}: ${err.message}`);
    }
  };
  const expect = (condition, message) => {
    if (!condition) throw new Error(message);
  };
  const get = async (path) => {
    const res = await fetch(base + path);
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) };
  };

  try {
    await check('the HEALTHCHECK command passes', () => {
      const [cmd, ...rest] = asUser(image.healthcheck.command);
      const r = spawnSync(cmd, rest, { cwd, env, encoding: 'utf8', timeout: seconds(image.healthcheck.timeout) * 1000 });
      expect(r.status === 0, `exit ${r.status ?? r.signal} ${r.stderr ?? ''}`);
    });
    for (const path of ['/healthz', '/readyz']) {
      await check(`GET ${path} is 200`, async () => {
        const { status } = await get(path);
        expect(status === 200, `status ${status}`);
      });
    }
    await check("GET / serves the PWA from the image's PWA_DIR, with its assets and service worker", async () => {
      const index = readFileSync(join(env.PWA_DIR, 'index.html'), 'utf8');
      const page = await get('/');
      expect(page.status === 200 && page.type.startsWith('text/html'), `status ${page.status} ${page.type}`);
      const assets = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      expect(assets.length > 0, 'index.html names no /assets/ files');
      expect(page.body.toString().includes(assets[0]), `/ does not name ${assets[0]}`);
      for (const asset of [...assets, '/sw.js']) {
        const got = await get(asset);
        expect(got.status === 200 && got.body.equals(readFileSync(join(env.PWA_DIR, asset))), `${asset}: status ${got.status} or other bytes`);
      }
    });
    await check('DATA_DIR (the VOLUME) holds the database and the VAPID key, owned by the service user', () => {
      for (const name of ['prayer-fast.db', 'vapid-private-key']) {
        const stat = statSync(join(dataDir, name));
        expect(stat.uid === uid, `${name} belongs to uid ${stat.uid}`);
        if (name === 'vapid-private-key') expect((stat.mode & 0o077) === 0, `${name} is readable by others`);
      }
    });
    await check('an online backup (sqlite3 .backup, as in docs/operations.md) is whole and has every migration', () => {
      const db = join(dataDir, 'prayer-fast.db');
      const backup = join(dataDir, 'backup.db');
      const sqlite = (...argv) => {
        const [cmd, ...rest] = asUser(['sqlite3', ...argv]);
        const r = spawnSync(cmd, rest, { encoding: 'utf8' });
        expect(r.status === 0, `sqlite3 ${argv.join(' ')}: ${r.stderr}`);
        return r.stdout.trim();
      };
      sqlite(db, `.backup '${backup}'`);
      expect(sqlite(backup, 'PRAGMA integrity_check') === 'ok', 'integrity_check is not ok');
      const migrations = readdirSync(join(root, 'service', 'migrations', 'sqlite')).filter((f) => f.endsWith('.sql')).length;
      const applied = Number(sqlite(backup, 'SELECT count(*) FROM _sqlx_migrations WHERE success'));
      expect(applied === migrations, `${applied} migrations applied, ${migrations} in service/migrations/sqlite`);
    });
    if (hostDebianRelease() === image.release) {
      await check(`the binary and the HEALTHCHECK need only what debian:${image.release}-slim and the image's apt-get install provide`, () => {
        const present = imagePackages(image.packages);
        // The package of a file, whichever of /usr/lib and /lib (merged /usr) dpkg has it under.
        const provider = (path) => execFileSync('dpkg', ['-S', `*${path.replace(/^\/usr\//, '/')}`], { encoding: 'utf8' }).split(':')[0];
        const [first, ...rest] = image.healthcheck.command;
        const tool = first === 'sh' && rest[0] === '-c' ? rest[1].split(/\s+/)[0] : first;
        const toolPath = execFileSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim();
        expect(present.has(provider(toolPath)), `the HEALTHCHECK's ${tool} comes from ${provider(toolPath)}, which the image does not have`);
        const libs = execFileSync('ldd', [binary], { encoding: 'utf8' })
          .split('\n')
          .map((l) => /=>\s+(\/\S+)|^\s*(\/\S+)/.exec(l))
          .filter(Boolean)
          .map((m) => m[1] ?? m[2]);
        for (const lib of libs) {
          const owner = provider(lib);
          expect(present.has(owner), `${lib} comes from ${owner}, which the image does not have`);
        }
      });
    } else {
      console.log(`# skipped: the library check needs a Debian ${image.release} host`);
    }
    await check('SIGTERM (docker stop) ends the service cleanly within 10 s', async () => {
      server.kill('SIGTERM');
      const timeout = new Promise((resolve) => setTimeout(() => resolve({ code: 'timeout' }), 10_000));
      const { code, signal } = await Promise.race([exited, timeout]);
      expect(code === 0, `ended with ${code ?? signal}`);
    });
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  }
  const passed = results.filter(Boolean).length;
  console.log(`\ndocker-build-steps: ${passed} passed, ${results.length - passed} failed`);
  return results.length - passed;
}

async function mainCli() {
  const argv = process.argv.slice(2);
  const option = (name) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const dockerfile = option('--dockerfile') ?? join(root, 'docker', 'Dockerfile');
  const planned = plan(readFileSync(dockerfile, 'utf8'));
  if (argv.includes('--plan')) {
    console.log(JSON.stringify(planned, null, 2));
    return 0;
  }
  for (const tool of ['curl', 'sqlite3']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) throw new Error(`${tool} is needed on the host (apt-get install ${tool})`);
  }
  const workDir = mkdtempSync(join(tmpdir(), 'prayer-fast-image-'));
  try {
    const runtime = build(planned, workDir);
    return await startAndCheck(planned, runtime, workDir);
  } finally {
    if (argv.includes('--keep')) console.log(`kept ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mainCli().then(
    (failed) => process.exit(failed ? 1 : 0),
    (err) => {
      console.error(`\ndocker-build-steps: ${err.message}`);
      process.exit(1);
    },
  );
}
