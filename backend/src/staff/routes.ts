import { Router, type RequestHandler } from 'express';
import {
  newCounterDeviceBodySchema,
  newStaffBodySchema,
  staffChangeBodySchema,
  staffLoginBodySchema,
  staffPinBodySchema,
} from '../contract/schemas';
import { validateBody } from '../http/validate';
import type { StaffService } from './service';

const newMember = validateBody(newStaffBodySchema, 'staff member');
const memberChange = validateBody(staffChangeBodySchema, 'change');
const newPin = validateBody(staffPinBodySchema, 'PIN');
const newDevice = validateBody(newCounterDeviceBodySchema, 'device');
const newLogin = validateBody(staffLoginBodySchema, 'login');

/** /api/staff: the owner's staff and counter devices. Every route is the owner's. */
export function staffRoutes(deps: { staff: StaffService; requireOwner: RequestHandler }): Router {
  const router = Router();
  router.use(deps.requireOwner);
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  router.get('/', async (_req, res) => {
    res.json(await deps.staff.list());
  });
  router.post('/', newMember, async (req, res) => {
    res.status(201).json(await deps.staff.add(req.actor!, newMember.from(req)));
  });

  router.get('/devices', async (_req, res) => {
    res.json(await deps.staff.listDevices());
  });
  router.post('/devices', newDevice, async (req, res) => {
    res.status(201).json(await deps.staff.addDevice(req.actor!, newDevice.from(req).name));
  });
  router.post<'/devices/:id/revoke'>('/devices/:id/revoke', async (req, res) => {
    res.json(await deps.staff.revokeDevice(req.actor!, req.params.id));
  });

  router.put<'/:id'>('/:id', memberChange, async (req, res) => {
    res.json(await deps.staff.change(req.actor!, req.params.id, memberChange.from(req)));
  });
  router.post<'/:id/pin'>('/:id/pin', newPin, async (req, res) => {
    res.json(await deps.staff.setPin(req.actor!, req.params.id, newPin.from(req).pin));
  });
  router.put<'/:id/login'>('/:id/login', newLogin, async (req, res) => {
    res.json(await deps.staff.setLogin(req.actor!, req.params.id, newLogin.from(req)));
  });
  router.delete<'/:id/login'>('/:id/login', async (req, res) => {
    res.json(await deps.staff.removeLogin(req.actor!, req.params.id));
  });
  return router;
}
