// Runs a command with inherited output; resolves with its exit code.
const { spawn } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');

/** A command in the repository root with its binaries (node_modules/.bin) on PATH. */
function spawnInRoot(command, args, options = {}) {
  return spawn(command, args, {
    cwd: ROOT,
    stdio: options.stdio ?? 'inherit',
    env: { ...process.env, PATH: `${BIN}:${process.env.PATH}`, ...options.env },
  });
}

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawnInRoot(command, args, options);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Like run, with stdout and stderr kept: resolves with the exit code and the output. */
function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawnInRoot(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const text = () => Buffer.concat(output).toString();
    child.on('error', (error) => resolve({ code: 1, output: `${text()}${error.message}` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: text() }));
  });
}

async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) process.exit(code);
}

/** Builds every package through Nx (cached: a no-op when nothing changed). */
function buildAll() {
  return runOrExit('nx', ['run-many', '-t', 'build', '--outputStyle=static', '--skipNxCache=false'], {
    env: { NX_TUI: 'false', NX_NO_CLOUD: 'true' },
  });
}

module.exports = { ROOT, BIN, run, runCaptured, runOrExit, buildAll };
