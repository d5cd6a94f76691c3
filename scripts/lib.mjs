// Helpers of the README's two commands: they must work on a fresh machine with only Node and npm.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  console.log(`\n▸ ${message}`);
}

/** Runs a command with inherited output; returns its exit status. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} exited with ${status}`);
    process.exit(status);
  }
}

function output(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The pnpm version pinned in package.json's packageManager. */
export function pinnedPnpm() {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  return /^pnpm@(.+)$/.exec(pkg.packageManager)?.[1] ?? '10';
}

/**
 * The pinned pnpm, installed with npm when missing: corepack fails on this kind of machine
 * (ARCHITECTURE.md §9). Its folder goes first on PATH, because turbo runs tasks with the `pnpm`
 * it finds there. Returns the command to run it with.
 */
export function ensurePnpm() {
  const version = pinnedPnpm();
  const use = (command) => {
    if (command.includes('/')) process.env.PATH = `${dirname(command)}${delimiter}${process.env.PATH ?? ''}`;
    return command;
  };
  if (output('pnpm', ['--version']) === version) return use('pnpm');
  log(`installing pnpm ${version} with npm`);
  if (run('npm', ['install', '--global', '--no-fund', '--no-audit', `pnpm@${version}`]) === 0) {
    const prefix = output('npm', ['prefix', '--global']);
    const global = prefix && resolve(prefix, process.platform === 'win32' ? '' : 'bin', 'pnpm');
    if (global && output(global, ['--version']) === version) return use(global);
  }
  // No write access to npm's global folder: install into the project instead.
  runOrExit('npm', ['install', '--no-save', '--no-fund', '--no-audit', '--prefix', resolve(root, '.tools'), `pnpm@${version}`]);
  const local = resolve(root, '.tools', 'node_modules', '.bin', 'pnpm');
  if (output(local, ['--version']) !== version) throw new Error('could not install pnpm');
  return use(local);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium for the e2e tests: test tools cannot download browsers here. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  log(`${CHROMIUM} is missing: installing chromium from Debian`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (apt('update', '-qq') !== 0 || spawnSync(sudo.length ? 'sudo' : 'apt-get', [...(sudo.length ? ['apt-get'] : []), 'install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }).status !== 0) {
    console.error('Could not install chromium. Install it (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
}

/** pnpm install: frozen in CI, so the lockfile is what gets tested. */
export function install(pnpm) {
  log('installing dependencies');
  runOrExit(pnpm, ['install', ...(process.env.CI ? ['--frozen-lockfile'] : []), '--reporter=append-only']);
}

/**
 * The environment of turbo runs, read after ensurePnpm() has put pnpm on PATH. Turbo's cache lives
 * in the user's cache folder, not in the checkout: every clone on a machine (a CI run's fresh one,
 * a second worktree) replays the results of tasks whose inputs it has already seen, and runs only
 * what changed (docs/decisions/test-command.md).
 */
export const turboEnv = () => ({
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  TURBO_CACHE_DIR: process.env.TURBO_CACHE_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'tongxin-h5', 'turbo'),
});
