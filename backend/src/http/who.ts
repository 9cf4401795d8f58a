import type { Request } from 'express';
import type { StaffRef } from '../contract';

/** Who did it, as a record keeps them: by id and by the name they have now. */
export const staffRef = ({ id, name }: { id: string; name: string }): StaffRef => ({ id, name });

/** The owner or staff member the guard let through (requireRight has set the actor). */
export const actorRef = (req: Request): StaffRef => staffRef(req.actor!);

/** The manager whose approval let a cashier do it; null when none was used. */
export const approverRef = (req: Request): StaffRef | null => (req.approver ? staffRef(req.approver) : null);
