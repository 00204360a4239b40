import { PlanSchema } from '@kiln/contracts';
import type { Db } from '../db/client';
import { findUserByEmail, setPlan } from '../users/repository';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Commands:
  set-plan <email> <premium|free> [--until YYYY-MM-DD]   Set a user's plan (premium lapses after --until).
  show-user <email>                                      Print a user's plan and flags.`;

export class AdminUsageError extends Error {}

/** Runs one admin command against the database and returns what to print. */
export async function runAdminCommand(db: Db, args: readonly string[]): Promise<string> {
  const [command, ...rest] = args;
  switch (command) {
    case 'set-plan': {
      const [email, planArg, flag, until] = rest;
      const plan = PlanSchema.safeParse(planArg);
      if (!email || !plan.success) throw new AdminUsageError(ADMIN_USAGE);
      let periodEnd: Date | null = null;
      if (flag !== undefined) {
        const date = flag === '--until' && until ? new Date(`${until}T23:59:59Z`) : null;
        if (!date || Number.isNaN(date.getTime()))
          throw new AdminUsageError('--until takes a date: YYYY-MM-DD');
        periodEnd = date;
      }
      const user = await findUserByEmail(db, email);
      if (!user) throw new AdminUsageError(`No account with the email ${email}.`);
      await setPlan(db, user.id, plan.data, plan.data === 'premium' ? periodEnd : null);
      const lapse = periodEnd ? ` until ${periodEnd.toISOString().slice(0, 10)}` : '';
      return `${user.email} is now on the ${plan.data} plan${plan.data === 'premium' ? lapse : ''}.`;
    }
    case 'show-user': {
      const [email] = rest;
      if (!email) throw new AdminUsageError(ADMIN_USAGE);
      const user = await findUserByEmail(db, email);
      if (!user) throw new AdminUsageError(`No account with the email ${email}.`);
      const end = user.planPeriodEnd ? ` (until ${user.planPeriodEnd.toISOString().slice(0, 10)})` : '';
      return [
        `${user.name} <${user.email}>`,
        `plan: ${user.plan}${end}`,
        `admin: ${user.isAdmin ? 'yes' : 'no'}`,
        `created: ${user.createdAt.toISOString()}`,
      ].join('\n');
    }
    default:
      throw new AdminUsageError(ADMIN_USAGE);
  }
}
