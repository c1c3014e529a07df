/** One car as the search engine holds it: what a card, a filter or a sort reads. */
export type SearchDoc = {
  id: number;
  slug: string;
  stocknum: string;
  vin: string | null;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  colour: string | null;
  price: number;
  before_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  preorder: boolean;
  km: number;
  status: "in_stock" | "coming_soon" | "sold" | "other";
  sold_at: number | null;
  car_type: "new" | "used" | "demo";
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  created_at: number;
  views: number;
  photos_count: number;
  image: string | null;
  simple_body: string | null;
  simple_fuel: string | null;
  fuel: string | null;
  simple_transmission: string | null;
  drive: string | null;
  seats: number | null;
  /** A caravan's or motorhome's berths, body length (mm) and, for a caravan, ATM (kg). */
  sleeps: number | null;
  body_length_mm: number | null;
  atm_kg: number | null;
  vehicle_kind: string;
  categories: string[];
  filtered_features: string[];
  dealership_id: number;
  dealership_name: string;
  location_id: number;
  location_name: string;
  city: string;
  state: string;
  /** Weekly repayment from the site's finance provider, when the display rules allow it. */
  weekly_payment: number | null;
  /** The weekly payment's rate and comparison rate (% p.a.), shown beside it. */
  interest_rate: number | null;
  comparison_rate: number | null;
};

/*
 * An index's documents kept as columns, each made into an object only when it is shown
 * (docs/decisions/041-documents-as-columns.md). A document object of 45 fields took 859 bytes a
 * car, the larger part of an instance's memory with a million cars warm; as columns it takes a
 * fifth of that besides the strings only it has (its address, stock number, VIN, photo, title):
 *
 * - the values many cars share (makes, models, colours, locations...) as codes into one table of
 *   the index's strings (the strings the process already shares: store.server.ts);
 * - whole numbers in one Int32Array and fractions in one Float64Array, row by row;
 * - the strings only one car has (its address, title, VIN and photo) as UTF-8 bytes in one buffer
 *   a column (`PackedStrings`): as strings they were four objects a car on the heap, which every
 *   full garbage collection marked and moved (docs/decisions/052-an-import-beside-searches.md);
 * - the fields the index keeps as columns anyway (price, kilometres, year, subscription price,
 *   created and sold times, stock number, categories and features) read from those, not kept
 *   twice (a list's repeated or empty values are not kept: the facet holds each value once).
 *
 * Documents are in id order. An index made from a previous one copies the rows of the cars that
 * did not change, codes and all (the table of strings is the previous one's, grown), so a change
 * reads only the changed cars' documents.
 */

/** The string-valued fields many cars share, kept as codes. */
const CODED = [
  "make",
  "model",
  "badge",
  "series",
  "colour",
  "price_type",
  "status",
  "car_type",
  "tag",
  "simple_body",
  "simple_fuel",
  "fuel",
  "simple_transmission",
  "drive",
  "vehicle_kind",
  "dealership_name",
  "location_name",
  "city",
  "state",
] as const satisfies readonly (keyof SearchDoc)[];
const CODES = CODED.length;

/** Whole-number fields (NULL_INT when null). */
const WHOLE = [
  "views",
  "photos_count",
  "seats",
  "dealership_id",
  "location_id",
  "flags",
  "sleeps",
  "body_length_mm",
  "atm_kg",
] as const;
const WHOLES = WHOLE.length;
const NULL_INT = -0x80000000;
const PREORDER = 1;
const RESERVED = 2;
const CERTIFIED = 4;

/** Fractional or large fields (NaN when null). */
const FRACTION = ["before_price", "weekly_payment", "interest_rate", "comparison_rate"] as const;
const FRACTIONS = FRACTION.length;

/** What the index keeps as columns anyway, one value per document. */
export type SharedColumns = {
  price: Float64Array;
  km: Float64Array;
  year: Float64Array;
  /** NaN when none. */
  subscription_price: Float64Array;
  created: Float64Array;
  /** 0 when not sold. */
  soldAt: Float64Array;
  stocknums: string[];
  categories: ValueLists;
  filtered_features: ValueLists;
};

/** The string fields only one car has. */
type UniqueField = "slug" | "name" | "vin" | "image";

/** A column of strings as UTF-8 bytes: string i is bytes[ends[i - 1]..ends[i]) (from 0 for the first). */
export class PackedStrings {
  constructor(
    readonly bytes: Buffer,
    readonly ends: Int32Array,
    /** 1 where the value is null (null when none is). */
    readonly nulls: Uint8Array | null,
  ) {}

  get(i: number): string | null {
    if (this.nulls?.[i]) return null;
    return this.bytes.toString("utf8", i === 0 ? 0 : this.ends[i - 1]!, this.ends[i]!);
  }
}

/** Builds a PackedStrings in order: string 0 first, each set or copied from a previous column. */
export class PackedStringsBuilder {
  private bytes: Buffer;
  private used = 0;
  private readonly ends: Int32Array;
  private nulls: Uint8Array | null = null;

  constructor(
    private readonly size: number,
    previous?: PackedStrings,
  ) {
    this.ends = new Int32Array(size);
    // About what the column will hold: the previous one's bytes a document, or 32 bytes.
    const perDoc = previous && previous.ends.length ? previous.bytes.length / previous.ends.length : 32;
    this.bytes = Buffer.allocUnsafeSlow(Math.max(256, Math.ceil(size * perDoc * 1.05)));
  }

  private room(bytes: number) {
    if (this.used + bytes <= this.bytes.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(this.bytes.length * 2, this.used + bytes));
    this.bytes.copy(grown, 0, 0, this.used);
    this.bytes = grown;
  }

  private isNull(i: number) {
    (this.nulls ??= new Uint8Array(this.size))[i] = 1;
  }

  set(i: number, value: string | null) {
    if (value === null) this.isNull(i);
    else {
      this.room(value.length * 3);
      this.used += this.bytes.write(value, this.used, "utf8");
    }
    this.ends[i] = this.used;
  }

  copy(i: number, from: PackedStrings, j: number) {
    if (from.nulls?.[j]) this.isNull(i);
    else {
      const start = j === 0 ? 0 : from.ends[j - 1]!;
      const end = from.ends[j]!;
      this.room(end - start);
      this.used += from.bytes.copy(this.bytes, this.used, start, end);
    }
    this.ends[i] = this.used;
  }

  finish(): PackedStrings {
    // A buffer much larger than its bytes is copied to their size (a column lives as long as its index).
    const bytes =
      this.bytes.length > this.used * 1.25 + 256
        ? Buffer.from(this.bytes.subarray(0, this.used))
        : this.bytes.subarray(0, this.used);
    return new PackedStrings(bytes, this.ends, this.nulls);
  }
}

/** Value ids per document: values[ids[offsets[d]..offsets[d + 1])]. */
type ValueLists = { values: readonly string[]; multi: { offsets: Int32Array; ids: Int32Array } | null };

type Strings = { list: string[]; codes: Map<string, number> };

export class DocumentColumnsBuilder {
  private readonly strings: Strings;
  readonly ids: Int32Array;
  private readonly codes: Uint32Array;
  private readonly wholes: Int32Array;
  private readonly fractions: Float64Array;
  private readonly unique: Record<UniqueField, PackedStringsBuilder>;

  constructor(
    private readonly size: number,
    previous?: Documents,
  ) {
    // Code 0 is null. The previous table grown: copied rows keep their codes.
    this.strings = previous
      ? { list: previous.strings.slice(), codes: new Map(previous.stringCodes) }
      : { list: [""], codes: new Map() };
    this.ids = new Int32Array(size);
    this.codes = new Uint32Array(size * CODES);
    this.wholes = new Int32Array(size * WHOLES);
    this.fractions = new Float64Array(size * FRACTIONS);
    const unique = (field: UniqueField) => new PackedStringsBuilder(size, previous?.unique[field]);
    this.unique = { slug: unique("slug"), name: unique("name"), vin: unique("vin"), image: unique("image") };
  }

  private code(value: string | null): number {
    if (value === null) return 0;
    let code = this.strings.codes.get(value);
    if (code === undefined) {
      code = this.strings.list.length;
      this.strings.list.push(value);
      this.strings.codes.set(value, code);
    }
    return code;
  }

  /** Document i is document j of the previous index. */
  copy(i: number, from: Documents, j: number) {
    this.ids[i] = from.ids[j]!;
    this.codes.set(from.codes.subarray(j * CODES, (j + 1) * CODES), i * CODES);
    this.wholes.set(from.wholes.subarray(j * WHOLES, (j + 1) * WHOLES), i * WHOLES);
    this.fractions.set(from.fractions.subarray(j * FRACTIONS, (j + 1) * FRACTIONS), i * FRACTIONS);
    this.unique.slug.copy(i, from.unique.slug, j);
    this.unique.name.copy(i, from.unique.name, j);
    this.unique.vin.copy(i, from.unique.vin, j);
    this.unique.image.copy(i, from.unique.image, j);
  }

  set(i: number, doc: SearchDoc) {
    this.ids[i] = doc.id;
    // Each field by its name (a load by a computed name would be many times slower).
    const codes = this.codes;
    const c = i * CODES;
    codes[c] = this.code(doc.make);
    codes[c + 1] = this.code(doc.model);
    codes[c + 2] = this.code(doc.badge);
    codes[c + 3] = this.code(doc.series);
    codes[c + 4] = this.code(doc.colour);
    codes[c + 5] = this.code(doc.price_type);
    codes[c + 6] = this.code(doc.status);
    codes[c + 7] = this.code(doc.car_type);
    codes[c + 8] = this.code(doc.tag);
    codes[c + 9] = this.code(doc.simple_body);
    codes[c + 10] = this.code(doc.simple_fuel);
    codes[c + 11] = this.code(doc.fuel);
    codes[c + 12] = this.code(doc.simple_transmission);
    codes[c + 13] = this.code(doc.drive);
    codes[c + 14] = this.code(doc.vehicle_kind);
    codes[c + 15] = this.code(doc.dealership_name);
    codes[c + 16] = this.code(doc.location_name);
    codes[c + 17] = this.code(doc.city);
    codes[c + 18] = this.code(doc.state);
    const w = i * WHOLES;
    this.wholes[w] = doc.views;
    this.wholes[w + 1] = doc.photos_count;
    this.wholes[w + 2] = doc.seats ?? NULL_INT;
    this.wholes[w + 3] = doc.dealership_id;
    this.wholes[w + 4] = doc.location_id;
    this.wholes[w + 5] =
      (doc.preorder ? PREORDER : 0) | (doc.reserved ? RESERVED : 0) | (doc.certified ? CERTIFIED : 0);
    this.wholes[w + 6] = doc.sleeps ?? NULL_INT;
    this.wholes[w + 7] = doc.body_length_mm ?? NULL_INT;
    this.wholes[w + 8] = doc.atm_kg ?? NULL_INT;
    const f = i * FRACTIONS;
    this.fractions[f] = doc.before_price ?? NaN;
    this.fractions[f + 1] = doc.weekly_payment ?? NaN;
    this.fractions[f + 2] = doc.interest_rate ?? NaN;
    this.fractions[f + 3] = doc.comparison_rate ?? NaN;
    this.unique.slug.set(i, doc.slug);
    this.unique.name.set(i, doc.name);
    this.unique.vin.set(i, doc.vin);
    this.unique.image.set(i, doc.image);
  }

  finish(shared: SharedColumns): Documents {
    const { list, codes } = this.strings;
    // Most indexes have fewer than 65,536 distinct strings: two bytes a code.
    const narrowCodes = list.length <= 0x10000 ? new Uint16Array(this.codes) : this.codes;
    return new Documents(
      this.size,
      this.ids,
      list,
      codes,
      narrowCodes,
      this.wholes,
      this.fractions,
      {
        slug: this.unique.slug.finish(),
        name: this.unique.name.finish(),
        vin: this.unique.vin.finish(),
        image: this.unique.image.finish(),
      },
      shared,
    );
  }
}

/** How many documents made into objects an index keeps, so that a car shown again is the same object. */
const MADE_MAX = 256;

export class Documents {
  /** Documents recently made into objects: a card drawn from one is found again by its identity. */
  private made = new Map<number, SearchDoc>();

  constructor(
    readonly size: number,
    readonly ids: Int32Array,
    readonly strings: readonly string[],
    readonly stringCodes: ReadonlyMap<string, number>,
    readonly codes: Uint16Array | Uint32Array,
    readonly wholes: Int32Array,
    readonly fractions: Float64Array,
    readonly unique: Record<UniqueField, PackedStrings>,
    private readonly shared: SharedColumns,
  ) {}

  /** The position of the car's document, or -1. */
  position(id: number): number {
    const ids = this.ids;
    let lo = 0;
    let hi = ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = ids[mid]!;
      if (at === id) return mid;
      if (at < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /**
   * Document i as an object: the same object while it is among the last shown, unless `keep` is
   * false (a compaction reading every document).
   */
  get(i: number, { keep = true } = {}): SearchDoc {
    let doc = this.made.get(i);
    if (doc === undefined) {
      doc = this.make(i);
      if (!keep) return doc;
      if (this.made.size >= MADE_MAX) this.made = new Map();
      this.made.set(i, doc);
    }
    return doc;
  }

  /** Every document, in id order (each made afresh: for a whole-stock list). */
  all(): SearchDoc[] {
    return Array.from({ length: this.size }, (_, i) => this.make(i));
  }

  private make(i: number): SearchDoc {
    const c = i * CODES;
    const w = i * WHOLES;
    const f = i * FRACTIONS;
    const codes = this.codes;
    const s = this.strings;
    const text = (k: number) => (codes[c + k] === 0 ? null : s[codes[c + k]!]!);
    const number = (value: number) => (Number.isNaN(value) ? null : value);
    const { price, km, year, subscription_price, created, soldAt, stocknums } = this.shared;
    const flags = this.wholes[w + 5]!;
    const seats = this.wholes[w + 2]!;
    const whole = (k: number) => (this.wholes[w + k] === NULL_INT ? null : this.wholes[w + k]!);
    // One object literal in the order store.server.ts makes documents: one shape for all.
    return {
      id: this.ids[i]!,
      slug: this.unique.slug.get(i)!,
      stocknum: stocknums[i]!,
      vin: this.unique.vin.get(i),
      name: this.unique.name.get(i)!,
      year: year[i]!,
      make: text(0)!,
      model: text(1)!,
      badge: text(2),
      series: text(3),
      colour: text(4),
      price: price[i]!,
      before_price: number(this.fractions[f]!),
      subscription_price: number(subscription_price[i]!),
      price_type: text(5),
      preorder: (flags & PREORDER) !== 0,
      km: km[i]!,
      status: text(6) as SearchDoc["status"],
      sold_at: soldAt[i] === 0 ? null : soldAt[i]!,
      car_type: text(7) as SearchDoc["car_type"],
      tag: text(8),
      reserved: (flags & RESERVED) !== 0,
      certified: (flags & CERTIFIED) !== 0,
      created_at: created[i]!,
      views: this.wholes[w]!,
      photos_count: this.wholes[w + 1]!,
      image: this.unique.image.get(i),
      simple_body: text(9),
      simple_fuel: text(10),
      fuel: text(11),
      simple_transmission: text(12),
      drive: text(13),
      seats: seats === NULL_INT ? null : seats,
      sleeps: whole(6),
      body_length_mm: whole(7),
      atm_kg: whole(8),
      vehicle_kind: text(14)!,
      categories: valuesOf(this.shared.categories, i),
      filtered_features: valuesOf(this.shared.filtered_features, i),
      dealership_id: this.wholes[w + 3]!,
      dealership_name: text(15)!,
      location_id: this.wholes[w + 4]!,
      location_name: text(16)!,
      city: text(17)!,
      state: text(18)!,
      weekly_payment: number(this.fractions[f + 1]!),
      interest_rate: number(this.fractions[f + 2]!),
      comparison_rate: number(this.fractions[f + 3]!),
    };
  }
}

function valuesOf({ values, multi }: ValueLists, i: number): string[] {
  const { offsets, ids } = multi!;
  const list: string[] = [];
  for (let k = offsets[i]!; k < offsets[i + 1]!; k++) list.push(values[ids[k]!]!);
  return list;
}
