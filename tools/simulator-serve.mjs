#!/usr/bin/env node
/**
 * `npm run simulator:serve`: the simulator's back end as a real HTTP server (mocks/server.ts),
 * bundled for Node by tools/node-bundle.mjs.
 *
 * Environment: SIM_PORT, SIM_HOST, SIM_TOKEN, SITE_ORIGIN, SIM_SCENARIO, SIM_PUBLIC_ORIGIN
 * (described in mocks/server.ts and the README).
 */
import { importTypeScript } from './node-bundle.mjs';

const { startFromEnv } = await importTypeScript('mocks/server.ts', 'simulator-server');
await startFromEnv(process.env);
