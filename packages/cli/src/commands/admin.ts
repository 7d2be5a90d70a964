import { parseArgs } from 'node:util';
import type { Command } from './types.js';

const USAGE = `Usage: poxscan admin [--url http://localhost:8080] <action> [arguments]

Editorial writes through the API's admin endpoints (bearer ADMIN_TOKEN):
  notify <message>                 add a notification
  unnotify <id>                    delete a notification
  banner <title> [--image URL] [--link URL] [--starts MS] [--ends MS] [--position N]
  unbanner <id>                    delete a banner
  tag <address> <tag> [--description TEXT]   set an address's name tag
  untag <address>                  remove a name tag
  tickets                          list the latest support tickets (JSON)`;

interface Request {
  method: 'POST' | 'PUT' | 'DELETE' | 'GET';
  path: string;
  body?: unknown;
  /** --url: the API to talk to. */
  url?: string;
}

/** Turns `poxscan admin <action> …` into one admin API request, or explains what is wrong. */
export function adminRequest(argv: string[]): Request {
  const request = actionRequest(argv);
  const url = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: { url: { type: 'string' } },
  }).values.url;
  return typeof url === 'string' ? { ...request, url } : request;
}

function actionRequest(argv: string[]): Request {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      image: { type: 'string' },
      link: { type: 'string' },
      starts: { type: 'string' },
      ends: { type: 'string' },
      position: { type: 'string' },
      description: { type: 'string' },
    },
    strict: true,
  });
  const [action, a, b] = positionals;
  const need = (value: string | undefined, what: string) => {
    if (value === undefined || value === '') throw new Error(`admin ${action}: missing ${what}`);
    return value;
  };
  const num = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  switch (action) {
    case 'notify':
      return { method: 'POST', path: '/admin/notifications', body: { message: need(a, 'message') } };
    case 'unnotify':
      return { method: 'DELETE', path: `/admin/notifications/${encodeURIComponent(need(a, 'id'))}` };
    case 'banner':
      return {
        method: 'POST',
        path: '/admin/banners',
        body: {
          title: need(a, 'title'),
          imageUrl: values.image,
          linkUrl: values.link,
          startsAt: num(values.starts),
          endsAt: num(values.ends),
          position: num(values.position),
        },
      };
    case 'unbanner':
      return { method: 'DELETE', path: `/admin/banners/${encodeURIComponent(need(a, 'id'))}` };
    case 'tag':
      return {
        method: 'PUT',
        path: '/admin/nametags',
        body: { address: need(a, 'address'), tag: need(b, 'tag'), description: values.description },
      };
    case 'untag':
      return { method: 'DELETE', path: `/admin/nametags/${encodeURIComponent(need(a, 'address'))}` };
    case 'tickets':
      return { method: 'GET', path: '/admin/support' };
    default:
      throw new Error(`admin: unknown action '${action ?? ''}'\n\n${USAGE}`);
  }
}

export const command: Command = {
  name: 'admin',
  summary: 'editorial writes: notifications, banners, name tags; support tickets',
  usage: USAGE,
  async run(argv, { env, logger }) {
    if (env.adminToken === undefined) {
      logger.error('ADMIN_TOKEN is not set');
      return 2;
    }
    const request = adminRequest(argv);
    const base = request.url ?? `http://localhost:${env.port}`;
    const response = await fetch(`${base.replace(/\/+$/, '')}${request.path}`, {
      method: request.method,
      headers: { authorization: `Bearer ${env.adminToken}`, 'content-type': 'application/json' },
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
    });
    const text = await response.text();
    process.stdout.write(`${text}\n`);
    return response.ok ? 0 : 1;
  },
};
