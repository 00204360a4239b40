import { type AdminUserAction, PlanSchema } from '@kiln/contracts';
import type { Db } from '../db/client';
import { findUserByEmail, setPlan } from '../users/repository';
import { SHELL_ACTOR } from './audit';
import { updateUser } from './console-users';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Commands:
  set-plan <email> <premium|free> [--until YYYY-MM-DD]   Set a user's plan (premium lapses after --until).
  show-user <email>                                      Print a user's plan and flags.
  make-admin <email> | remove-admin <email>              Let an account use the operator console (/admin), or not.
  disable <email> | enable <email>                       Sign an account out everywhere and keep it out, or let it back in.`;

/** The console's account actions the shell offers too, written to the same audit log. */
const USER_ACTIONS = {
  'make-admin': 'make-admin',
  'remove-admin': 'remove-admin',
  disable: 'disable',
  enable: 'enable',
} as const satisfies Record<string, AdminUserAction>;

const DONE: Record<keyof typeof USER_ACTIONS, string> = {
  'make-admin': 'can now use the operator console (/admin)',
  'remove-admin': 'is no longer an admin',
  disable: 'is disabled and signed out everywhere',
  enable: 'can sign in again',
};

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
    case 'make-admin':
    case 'remove-admin':
    case 'disable':
    case 'enable': {
      const [email] = rest;
      if (!email) throw new AdminUsageError(ADMIN_USAGE);
      const user = await findUserByEmail(db, email);
      if (!user) throw new AdminUsageError(`No account with the email ${email}.`);
      // The console's own action: the audit log names the shell; caches learn of it through the database.
      await updateUser(db, SHELL_ACTOR, { userId: user.id, action: USER_ACTIONS[command] }, () => {});
      return `${user.email} ${DONE[command]}.`;
    }
    default:
      throw new AdminUsageError(ADMIN_USAGE);
  }
}
