// Runs a command with inherited output; resolves with its exit code.
const { spawn } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${BIN}:${process.env.PATH}`, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
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

module.exports = { ROOT, BIN, run, runOrExit, buildAll };
