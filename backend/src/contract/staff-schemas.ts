/** The zod rules of the staff's and the counter devices' requests. */
import { z } from 'zod';
import {
  APPROVAL_ACTIONS,
  COUNTER_DEVICE_NAME_MAX,
  STAFF_NAME_MAX,
  STAFF_PASSWORD_MIN,
  STAFF_PIN_PATTERN,
  STAFF_ROLES,
  STAFF_USERNAME_PATTERN,
} from './staff';
import { requiredText } from './text-schemas';

const role = z.enum(STAFF_ROLES, { error: 'role must be manager or cashier' });
const pin = z.string({ error: 'pin is required' }).regex(STAFF_PIN_PATTERN, 'pin must be 4 to 6 digits');

/** POST /api/staff */
export const newStaffBodySchema = z.strictObject({
  name: requiredText('name', STAFF_NAME_MAX),
  role,
  pin,
});
export type NewStaffBody = z.output<typeof newStaffBodySchema>;

/** PUT /api/staff/:id */
export const staffChangeBodySchema = z
  .strictObject({
    name: requiredText('name', STAFF_NAME_MAX).optional(),
    role: role.optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'name, role or active is required',
  });
export type StaffChangeBody = z.output<typeof staffChangeBodySchema>;

/** POST /api/staff/:id/pin */
export const staffPinBodySchema = z.strictObject({ pin });

/** PUT /api/staff/:id/login */
export const staffLoginBodySchema = z.strictObject({
  username: z
    .string({ error: 'username is required' })
    .trim()
    .toLowerCase()
    .regex(
      STAFF_USERNAME_PATTERN,
      'username must be 3 to 32 letters, digits, dots, dashes or underscores, starting with a letter or digit',
    ),
  password: z
    .string({ error: 'password is required' })
    .min(STAFF_PASSWORD_MIN, `password must be at least ${STAFF_PASSWORD_MIN} characters`)
    .max(200, 'password must be at most 200 characters'),
});

/** POST /api/staff/devices */
export const newCounterDeviceBodySchema = z.strictObject({
  name: requiredText('name', COUNTER_DEVICE_NAME_MAX),
});

/** POST /api/auth/pin */
export const pinSignInBodySchema = z.strictObject({
  staffId: z.string({ error: 'staffId is required' }).min(1, 'staffId is required').max(64),
  pin: z.string({ error: 'pin is required' }).min(1, 'pin is required').max(12),
});

/** POST /api/auth/approval */
export const approvalBodySchema = pinSignInBodySchema.extend({
  action: z.enum(APPROVAL_ACTIONS, { error: `action must be one of ${APPROVAL_ACTIONS.join(', ')}` }),
  subject: z.string({ error: 'subject is required' }).trim().min(1, 'subject is required').max(128),
});
