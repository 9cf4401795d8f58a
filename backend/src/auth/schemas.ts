import { z } from 'zod';

export const adminLoginBodySchema = z.strictObject({
  username: z.string().trim().min(1, 'Username is required').max(64),
  password: z.string().min(1, 'Password is required').max(200),
});
