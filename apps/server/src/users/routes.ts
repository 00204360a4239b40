import { calls } from '@kiln/contracts';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { subscriptionDetails } from './plans';
import { presentCurrentUser } from './presenter';
import { acknowledgeErrors, markAppliedImage, updateOwnUser } from './service';

export function registerUserRoutes(routes: Routes, ctx: AppContext): void {
  const { db, env } = ctx;

  routes.authed(calls.getCurrentUser).handle(async ({ viewer }) => ({
    success: true,
    data: presentCurrentUser(viewer.user, env.staffDomain),
  }));

  routes.authed(calls.acknowledgeErrors).handle(async ({ viewer }) => {
    await acknowledgeErrors(db, viewer);
    return { success: true };
  });

  routes.authed(calls.updateAppliedImage).handle(async ({ viewer, body }) => {
    await markAppliedImage(db, viewer, body.email);
    return { success: true };
  });

  routes.authed(calls.updateUserByEmail).handle(async ({ viewer, body }) => {
    const { email, ...patch } = body;
    const row = await updateOwnUser(db, viewer, email, patch);
    return { success: true, data: presentCurrentUser(row, env.staffDomain) };
  });

  routes.authed(calls.getSubscriptionDetails).handle(async ({ viewer }) => ({
    success: true,
    data: subscriptionDetails(viewer.user),
  }));
}
