import { spawn } from 'node:child_process';
import { DESKTOP, PHONE, startShellSession } from './session.js';

const port = 18_000 + Math.floor(Math.random() * 1000);
const devnet = spawn(process.execPath, ['packages/cli/dist/bin.js', 'devnet', '--port', String(port), '--traffic', 'high', '--block-time-ms', '1000'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 20_000));
const session = await startShellSession({ args: ['--fullnode', `http://127.0.0.1:${port}`, '--from-block', '8'] });
try {
  for (const [name, options] of [['desktop', DESKTOP], ['mobile', PHONE]] as const) {
    const { page } = await session.open('/', options);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(6000);
    await page.screenshot({ path: `/tmp/i19shots/home-${name}.png`, fullPage: name === 'mobile' });
    console.log(name);
  }
  console.log(JSON.stringify(await (await session.api('/api/status')).json()));
} finally {
  await session.close();
  devnet.kill();
}
