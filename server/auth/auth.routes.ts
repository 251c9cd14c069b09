import { Hono, type Context } from 'hono';
import { readBody } from '../lib/body';
import type { AppEnv } from '../app-env';
import type { SignedIn } from './auth.service';
import { credentials, refuseCrossSite } from './auth.middleware';

/**
 * Accounts over the API (POST /api/users/register, /login, /logout; GET and PATCH /me,
 * POST /me/password, POST /me/email/verify): adapters over AuthCommands. Sign-up and sign-in forms posted from
 * another site are refused (login CSRF); API clients send no Origin and pass.
 */
export function authRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();

  const answer = (c: Context<AppEnv>, signedIn: SignedIn, status: 200 | 201) => {
    c.header('Set-Cookie', c.var.queries.auth.sessionCookie(signedIn), { append: true });
    const { viewer } = signedIn;
    return c.json({ _id: viewer._id, username: viewer.username, token: signedIn.token, role: viewer.role }, status);
  };

  app.post('/register', async (c) => {
    refuseCrossSite(c, publicUrl, { allowUnnamed: true });
    return answer(c, await c.var.commands.auth.register(c.var.actor, await readBody(c)), 201);
  });

  app.post('/login', async (c) => {
    refuseCrossSite(c, publicUrl, { allowUnnamed: true });
    return answer(c, await c.var.commands.auth.login(c.var.actor, await readBody(c)), 200);
  });

  app.post('/logout', async (c) => {
    await c.var.commands.auth.logout(c.var.actor, credentials(c).token);
    c.header('Set-Cookie', c.var.queries.auth.clearedCookie(), { append: true });
    return c.json({ message: 'Signed out' });
  });

  app.patch('/me', async (c) => {
    return c.json(await c.var.commands.auth.updateProfile(c.var.actor, await readBody(c)));
  });

  app.post('/me/password', async (c) => {
    await c.var.commands.auth.changePassword(c.var.actor, await readBody(c), credentials(c).token);
    return c.json({ message: 'Password changed' });
  });

  app.post('/me/email/verify', async (c) => {
    return c.json(await c.var.commands.account.sendVerification(c.var.actor), 202);
  });

  app.get('/me', (c) => c.json(c.var.commands.auth.me(c.var.actor)));

  return app;
}
