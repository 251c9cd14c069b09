import { Hono, type Context } from 'hono';
import { loginSchema, passwordChangeSchema, profileSchema, registerSchema } from '../../core/auth';
import { AppError } from '../lib/errors';
import { readBody } from '../lib/body';
import { parseOr400 } from '../lib/validate';
import type { AppEnv } from '../http';
import type { SignedIn } from './auth.service';
import { credentials, isSameOrigin } from './auth.middleware';

/** Sign-in forms posted from another site are refused (login CSRF); API clients send no Origin. */
function refuseCrossSite(c: Context<AppEnv>, publicUrl: string) {
  if ((c.req.header('origin') || c.req.header('referer')) && !isSameOrigin(c, publicUrl)) {
    throw new AppError(403, 'cross_site', 'Cross-site request refused');
  }
}

export function authRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();

  const answer = (c: Context<AppEnv>, signedIn: SignedIn, status: 200 | 201) => {
    c.header('Set-Cookie', c.var.services.auth.sessionCookie(signedIn), { append: true });
    const { viewer } = signedIn;
    return c.json({ _id: viewer._id, username: viewer.username, token: signedIn.token, role: viewer.role }, status);
  };

  app.post('/register', async (c) => {
    refuseCrossSite(c, publicUrl);
    const body = await readBody(c);
    const input = parseOr400(registerSchema, body);
    const { auth } = c.var.services;
    const setupToken = typeof body.setupToken === 'string' ? body.setupToken : null;
    const viewer = await auth.register(input, { ip: c.var.clientIp, setupToken });
    return answer(c, await auth.startSessionFor(viewer._id), 201);
  });

  app.post('/login', async (c) => {
    refuseCrossSite(c, publicUrl);
    const input = parseOr400(loginSchema, await readBody(c));
    return answer(c, await c.var.services.auth.login(input, c.var.clientIp), 200);
  });

  app.post('/logout', async (c) => {
    await c.var.services.auth.logout(credentials(c).token);
    c.header('Set-Cookie', c.var.services.auth.clearedCookie(), { append: true });
    return c.json({ message: 'Signed out' });
  });

  app.patch('/me', async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw new AppError(401, 'unauthorized', 'Please sign in');
    const input = parseOr400(profileSchema, await readBody(c));
    return c.json(await c.var.services.users.updateProfile(viewer._id, input));
  });

  app.post('/me/password', async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw new AppError(401, 'unauthorized', 'Please sign in');
    const input = parseOr400(passwordChangeSchema, await readBody(c));
    await c.var.services.auth.changePassword(
      viewer._id,
      input.currentPassword,
      input.newPassword,
      credentials(c).token,
    );
    return c.json({ message: 'Password changed' });
  });

  app.get('/me', (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw new AppError(401, 'unauthorized', 'Please sign in');
    return c.json(viewer);
  });

  return app;
}
