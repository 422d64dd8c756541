/** `npm start`: the production build in simulator mode, built when its sources changed, its photos' copies and kits made when first asked for. */
import { createServer } from 'node:net';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { expectFirstScreenPhotos, pageProblems, startCommand, whileRunning } from './support';

const PORT = 4181;
const SERVING = /Serving \S+ at (http:\/\/\S+)/;

test('npm start serves the section home with its photos and a venue kit, then serves an unchanged build again without building', async ({
  page,
}) => {
  const first = await startCommand(['npm', 'start'], SERVING, { PORT: String(PORT) });
  const problems = pageProblems(page);
  await whileRunning(first, problems, async () => {
    await page.goto(`${first.url}/bestrestaurantsandbars`);
    await expect(page.getByRole('heading', { level: 1, name: "Exquisite's Best Restaurants & Bars 2025" })).toBeVisible();
    await expectFirstScreenPhotos(page);
    // A kit the build left to the server is made when asked for.
    const qrCode = await page.request.get(`${first.url}/kit/kaum/kaum-qr-code.svg`);
    expect(qrCode.status()).toBe(200);
    expect(await qrCode.text()).toContain('<svg');
    expect(problems).toEqual([]);
    expect(first.exited(), first.output()).toBe(false);
  });

  const again = await startCommand(['npm', 'start'], SERVING, { PORT: String(PORT) });
  await whileRunning(again, [], async () => {
    expect(again.output()).toContain('dist/ is up to date with the sources');
    expect(again.output()).not.toContain('building client environment');
  });
});

test('npm start on a port in use says so in one line and exits with 1, building nothing', async () => {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(PORT, '127.0.0.1', resolve));
  try {
    const run = promisify(execFile)('npm', ['start', '--silent'], { env: { ...process.env, PORT: String(PORT) } });
    const failure = await run.then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe(`Port ${PORT} is in use: stop what uses it, or set PORT to a free port (PORT=5174 npm start).`);
    expect(failure?.stdout).not.toContain('Building');
  } finally {
    holder.close();
  }
});
