/**
 * `node --import ./tools/peak-memory.mjs …`: prints the process's peak resident memory when it
 * exits, as `peak memory: N MB` on stderr (tools/build-scale.mjs reads it from its builds).
 */
process.on('exit', () => {
  process.stderr.write(`peak memory: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB\n`);
});
