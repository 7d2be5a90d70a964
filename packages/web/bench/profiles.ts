import type { BrowserContextOptions, CDPSession } from 'playwright-core';

/** Lighthouse's two reference set-ups: a desktop on cable, and a mid-range phone on slow 4G with a 4× slower CPU. */
export interface Profile {
  name: 'desktop' | 'mobile';
  context: BrowserContextOptions;
  cpuSlowdown: number;
  network: { latencyMs: number; downloadKbps: number; uploadKbps: number };
}

export const PROFILES: Profile[] = [
  {
    name: 'desktop',
    context: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
    cpuSlowdown: 1,
    network: { latencyMs: 40, downloadKbps: 10_240, uploadKbps: 10_240 },
  },
  {
    name: 'mobile',
    context: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
    cpuSlowdown: 4,
    network: { latencyMs: 150, downloadKbps: 1_638, uploadKbps: 750 },
  },
];

export async function applyThrottling(cdp: CDPSession, profile: Profile): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.network.latencyMs,
    downloadThroughput: (profile.network.downloadKbps * 1024) / 8,
    uploadThroughput: (profile.network.uploadKbps * 1024) / 8,
  });
}
