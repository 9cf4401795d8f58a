/** The customers the shop knows: found and added at the counter, their credit kept by a manager. */
import { mayDo, type Role, type ShopCustomer } from '../contract';
import type { CustomerBody } from '../contract/schemas';
import { AppError } from '../errors';
import type { AuditRecord, AuditTrail } from '../audit/trail';
import type { CustomerSearch, CustomerStore } from '../store/store';

type Actor = NonNullable<AuditRecord['actor']> & { role: Role };

const unknownCustomer = () => new AppError('not_found', 'No such customer.');
const phoneTaken = () => new AppError('conflict', 'A customer with this phone number already exists.');

export function createCustomerService(deps: {
  customers: CustomerStore;
  trail: AuditTrail;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const creditChanged = (actor: Actor, customer: ShopCustomer, before: number) =>
    deps.trail.record({
      actor,
      action: 'customer-change',
      subject: customer._id,
      details: { name: customer.name, creditLimit: { before, after: customer.creditLimit } },
    });

  return {
    async search(query: CustomerSearch) {
      return deps.customers.search(query);
    },

    async get(id: string): Promise<ShopCustomer> {
      const customer = await deps.customers.findById(id);
      if (!customer) throw unknownCustomer();
      return customer;
    },

    /** Anyone at the counter adds a customer; only a manager or the owner gives them credit. */
    async add(actor: Actor, body: CustomerBody): Promise<ShopCustomer> {
      if (body.creditLimit > 0 && !mayDo(actor.role, 'drawer')) {
        throw new AppError('forbidden', 'A credit limit needs a manager.');
      }
      const added = await deps.customers.create(body, now());
      if (added === 'phone-taken') throw phoneTaken();
      if (added.creditLimit > 0) await creditChanged(actor, added, 0);
      return added;
    },

    async update(actor: Actor, id: string, body: CustomerBody): Promise<ShopCustomer> {
      const before = await this.get(id);
      const after = await deps.customers.update(id, body, now());
      if (after === 'phone-taken') throw phoneTaken();
      if (!after) throw unknownCustomer();
      if (after.creditLimit !== before.creditLimit) await creditChanged(actor, after, before.creditLimit);
      return after;
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
