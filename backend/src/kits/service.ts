import {
  kitPricePaise,
  kitsAvailable,
  toRupees,
  type Book,
  type Kit,
  type KitInput,
  type KitLine,
  type KitLineView,
  type KitSchool,
  type KitSummary,
  type KitView,
} from '../contract';
import { ID_PATTERN } from '../contract/limits';
import { AppError } from '../errors';
import type { BookStore } from '../store/book-contract';
import { DuplicateKitError, type KitFilter, type KitKey, type KitStore } from '../store/kit-contract';

/** GET /api/kits's filters, as checked (contract kitQuerySchema). */
export type KitQuery = Omit<KitFilter, 'publishedOnly'>;

const notFound = () => new AppError('not_found', 'No such kit.');

const conflict = (key: KitKey) =>
  new AppError(
    'conflict',
    `There is already a kit for ${key.className}, ${key.school} ${key.academicYear}. Edit that one instead.`,
  );

const toSummary = ({ lines, ...kit }: Kit): KitSummary => ({ ...kit, lineCount: lines.length });

/** A line's item as the kit page shows it; null once the item has left the catalogue. */
const itemOf = (book: Book | undefined): KitLineView['item'] =>
  book ? { title: book.title, price: book.newPrice, coverImage: book.coverImage, stock: book.stock } : null;

/** The kit with each line's item as the shelf has it now, how many whole kits it holds, and its two prices. */
export function kitViewOf(kit: Kit, books: ReadonlyMap<string, Book>): KitView {
  const lines = kit.lines.map((line) => ({ ...line, item: itemOf(books.get(line.productId)) }));
  const onShelf = lines.map((line) => ({
    quantity: line.quantity,
    optional: line.optional,
    price: line.item?.price ?? 0,
    // A required item gone from the catalogue cannot be packed: no whole kit until the list is mended.
    stock: line.item ? line.item.stock : 0,
  }));
  const priced = onShelf.filter((_line, index) => lines[index]!.item !== null);
  return {
    ...kit,
    lines,
    available: kitsAvailable(onShelf),
    priceWithAllOptional: toRupees(kitPricePaise(kit.pricing, priced)),
    priceWithoutOptional: toRupees(
      kitPricePaise(
        kit.pricing,
        priced.filter((line) => !line.optional),
      ),
    ),
  };
}

/** Published kits grouped by school (A→Z), each school's classes in the list's order (natural, newest year first). */
function schoolsOf(kits: readonly Kit[]): KitSchool[] {
  const bySchool = new Map<string, KitSchool>();
  for (const kit of kits) {
    const key = kit.school.trim().toLowerCase();
    const school = bySchool.get(key) ?? { school: kit.school, classes: [] };
    school.classes.push({ className: kit.className, academicYear: kit.academicYear, kitId: kit._id });
    bySchool.set(key, school);
  }
  return [...bySchool.values()];
}

/** What a parent sees of a kit: how many the shop expects to sell is the owner's to know. */
const forParents = <K extends { expectedKits: number | null }>(kit: K): K => ({ ...kit, expectedKits: null });

/** School kits: the owner's lists per school, class and year, and what parents see of them. */
export function createKitService(deps: { kits: KitStore; books: Pick<BookStore, 'getMany'> }) {
  const { kits } = deps;

  async function booksOf(lines: readonly KitLine[]): Promise<Map<string, Book>> {
    const books = await deps.books.getMany([...new Set(lines.map((line) => line.productId))]);
    return new Map(books.map((book) => [book._id, book]));
  }

  async function viewOf(kit: Kit): Promise<KitView> {
    return kitViewOf(kit, await booksOf(kit.lines));
  }

  /** Every line names an item in the catalogue; a 400 names the ones that do not. */
  async function checkItems(lines: readonly KitLine[]) {
    const books = await booksOf(lines);
    const unknown = lines
      .map((line, index) => ({ productId: line.productId, index }))
      .filter((line) => !books.has(line.productId));
    if (unknown.length === 0) return;
    const issues = unknown.map(({ productId, index }) => ({
      path: `lines.${index}.productId`,
      message: `No item ${productId} in the catalogue`,
    }));
    const ids = unknown.map((line) => line.productId).join(', ');
    throw new AppError('validation', `Unknown item(s) in the kit: ${ids}`, issues);
  }

  async function written(write: () => Promise<Kit | null>, key: KitKey): Promise<Kit | null> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof DuplicateKitError) throw conflict(key);
      throw error;
    }
  }

  async function findKit(id: string): Promise<Kit> {
    const kit = ID_PATTERN.test(id) ? await kits.get(id) : null;
    if (!kit) throw notFound();
    return kit;
  }

  return {
    /** The storefront's list (published only), or the owner's (every kit). */
    async list(query: KitQuery, options: { publishedOnly: boolean }): Promise<KitSummary[]> {
      const found = (await kits.list({ ...query, publishedOnly: options.publishedOnly })).map(toSummary);
      return options.publishedOnly ? found.map(forParents) : found;
    },
    async schools(): Promise<KitSchool[]> {
      return schoolsOf(await kits.list({ publishedOnly: true }));
    },
    /** A kit not yet published is only the owner's to see; anyone else is told there is none. */
    async view(id: string, viewer: { owner: boolean }): Promise<KitView> {
      const kit = await findKit(id);
      if (!kit.published && !viewer.owner) throw notFound();
      return viewer.owner ? viewOf(kit) : forParents(await viewOf(kit));
    },
    async create(input: KitInput): Promise<KitView> {
      await checkItems(input.lines);
      return viewOf((await written(() => kits.create(input), input))!);
    },
    async update(id: string, input: KitInput): Promise<KitView> {
      await findKit(id);
      await checkItems(input.lines);
      const kit = await written(() => kits.update(id, input), input);
      if (!kit) throw notFound();
      return viewOf(kit);
    },
    /** Orders that hold the kit keep their lines: they copied what they needed when placed. */
    async remove(id: string): Promise<void> {
      if (!ID_PATTERN.test(id) || !(await kits.remove(id))) throw notFound();
    },
    /** Next year's list from this one: the same lines and pricing, unpublished until the owner checks it. */
    async copy(id: string, academicYear: string): Promise<KitView> {
      const { _id, createdAt, updatedAt, ...kit } = await findKit(id);
      const input: KitInput = {
        ...kit,
        title: kit.title.includes(kit.academicYear)
          ? kit.title.replace(kit.academicYear, academicYear)
          : kit.title,
        academicYear,
        published: false,
      };
      return viewOf((await written(() => kits.create(input), input))!);
    },
  };
}

export type KitService = ReturnType<typeof createKitService>;
