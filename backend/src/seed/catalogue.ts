import type { Book, HsnRate, Unit } from '../contract';
import type { CoverArt } from '../images/artwork';

/**
 * A catalogue item as seeded: the owner's fields of a book, a slug, and the art its cover is drawn
 * from. Each has its own HSN code, rate and unit, so none is billed at its category's default: the
 * title's suggestion (contract/item-tax-suggestions.ts), or, where the title cannot tell, a value
 * with a comment saying why.
 */
export type SeedItem = Pick<
  Book,
  'title' | 'description' | 'category' | 'trending' | 'oldPrice' | 'newPrice'
> &
  Partial<Pick<Book, 'author' | 'language'>> & {
    slug: string;
    tax: HsnRate & { unit: Unit };
    art: CoverArt;
  };

/** The catalogue a new shop opens with, one table, shelf after shelf. */
export const seedCatalogue: readonly SeedItem[] = [
  // Pens and pencils
  {
    slug: 'blue-ball-pen-0-7-mm-pack-10',
    title: 'Blue Ball Pen, 0.7 mm (Pack of 10)',
    description:
      'Everyday ball pens with smooth blue ink and a comfortable ribbed grip. A sensible pack for school, office or the household drawer.',
    category: 'penandpencil',
    trending: true,
    oldPrice: 100,
    newPrice: 90,
    tax: { hsn: '9608', gstRate: 18, unit: 'PAC' },
    art: { motif: 'pen', primary: '#1f5fbf', secondary: '#8fb8ef' },
  },
  {
    slug: 'red-ball-pen-0-7-mm-pack-10',
    title: 'Red Ball Pen, 0.7 mm (Pack of 10)',
    description:
      'Red ink ball pens for marking, correcting and underlining headings. Same body as our blue pens, so refills and caps match.',
    category: 'penandpencil',
    trending: false,
    oldPrice: 100,
    newPrice: 95,
    tax: { hsn: '9608', gstRate: 18, unit: 'PAC' },
    art: { motif: 'pen', primary: '#c62828', secondary: '#f4a3a3' },
  },
  {
    slug: 'blue-gel-pen-0-5-mm-pack-5',
    title: 'Blue Gel Pen, 0.5 mm (Pack of 5)',
    description:
      'Fine 0.5 mm gel pens that write dark and neat, good for exam answer sheets and long notes. Caps have a pocket clip.',
    category: 'penandpencil',
    trending: false,
    oldPrice: 75,
    newPrice: 65,
    tax: { hsn: '9608', gstRate: 18, unit: 'PAC' },
    art: { motif: 'pen', primary: '#283593', secondary: '#7fa7e8' },
  },
  {
    slug: 'black-gel-pen-0-5-mm-pack-5',
    title: 'Black Gel Pen, 0.5 mm (Pack of 5)',
    description:
      'Black gel pens with a fine tip for forms, diagrams and signatures. The ink dries quickly, though left-handed writers may want to go slowly.',
    category: 'penandpencil',
    trending: false,
    oldPrice: 75,
    newPrice: 70,
    tax: { hsn: '9608', gstRate: 18, unit: 'PAC' },
    art: { motif: 'pen', primary: '#2e2e2e', secondary: '#9e9e9e' },
  },
  {
    slug: 'assorted-colour-gel-pens-pack-12',
    title: 'Assorted Colour Gel Pens (Pack of 12)',
    description:
      'Twelve bright gel pens, including pastel and glitter shades, for journals, greeting cards and colourful class notes.',
    category: 'penandpencil',
    trending: true,
    oldPrice: 180,
    newPrice: 150,
    tax: { hsn: '9608', gstRate: 18, unit: 'PAC' },
    art: { motif: 'pen', primary: '#8e44ad', secondary: '#f7b267' },
  },
  {
    slug: 'liquid-ink-pen-blue-pack-5',
    title: 'Liquid Ink Pen, Blue (Pack of 5)',
    description:
      'Use-and-throw liquid ink pens that glide with very little pressure. Handy for students who write a lot in a short time.',
    category: 'penandpencil',
    trending: false,
    oldPrice: 100,
    newPrice: 90,
    tax: { hsn: '9608', gstRate: 18, unit: 'PAC' },
    art: { motif: 'pen', primary: '#0277bd', secondary: '#b3e5fc' },
  },
  {
    slug: 'fountain-pen-medium-nib-with-converter',
    title: 'Fountain Pen with Ink Converter, Medium Nib',
    description:
      'A steel-nib fountain pen with a piston converter for bottled ink. A good first fountain pen for improving handwriting.',
    category: 'penandpencil',
    trending: false,
    oldPrice: 250,
    newPrice: 210,
    tax: { hsn: '9608', gstRate: 18, unit: 'NOS' },
    art: { motif: 'pen', primary: '#1b4332', secondary: '#d4af37' },
  },
  {
    slug: 'hb-pencils-pack-10',
    title: 'HB Pencils (Pack of 10)',
    description:
      'Smooth HB pencils that sharpen cleanly without the lead breaking often. The standard choice for school writing and rough work.',
    category: 'penandpencil',
    trending: true,
    oldPrice: 60,
    newPrice: 50,
    tax: { hsn: '9609', gstRate: 0, unit: 'PAC' },
    art: { motif: 'pencil', primary: '#e53935', secondary: '#212121' },
  },
  {
    slug: 'extra-dark-2b-pencils-pack-10',
    title: 'Extra Dark 2B Pencils (Pack of 10)',
    description:
      'Softer 2B pencils for darker lines, OMR sheets and light shading. They wear down faster than HB, so keep a sharpener near.',
    category: 'penandpencil',
    trending: false,
    oldPrice: 70,
    newPrice: 60,
    tax: { hsn: '9609', gstRate: 0, unit: 'PAC' },
    art: { motif: 'pencil', primary: '#263238', secondary: '#ffca28' },
  },
  {
    slug: 'drawing-pencil-set-6-grades',
    title: 'Drawing Pencil Set, 6 Grades (2H to 6B)',
    description:
      'Six graded pencils from hard 2H to soft 6B for sketching, shading and art class. Comes in a flat tin that fits in a school bag.',
    category: 'penandpencil',
    trending: false,
    oldPrice: 120,
    newPrice: 99,
    tax: { hsn: '9609', gstRate: 0, unit: 'SET' },
    art: { motif: 'pencil', primary: '#455a64', secondary: '#80cbc4' },
  },
  {
    slug: 'mechanical-pencil-0-7-mm-with-leads',
    title: 'Mechanical Pencil, 0.7 mm with 2 Lead Tubes',
    description:
      'A click-action mechanical pencil with a rubber grip and built-in eraser, plus two spare tubes of HB leads. No sharpening needed.',
    category: 'penandpencil',
    trending: false,
    oldPrice: 60,
    newPrice: 60,
    tax: { hsn: '9608', gstRate: 18, unit: 'NOS' },
    art: { motif: 'pencil', primary: '#00897b', secondary: '#b2dfdb' },
  },
  {
    slug: 'dust-free-white-erasers-pack-5',
    title: 'Dust-Free White Erasers (Pack of 5)',
    description:
      'Soft white erasers that lift pencil cleanly and leave crumbs that roll together instead of smudging the page.',
    category: 'penandpencil',
    trending: true,
    oldPrice: 25,
    newPrice: 20,
    tax: { hsn: '4016', gstRate: 0, unit: 'PAC' },
    art: { motif: 'eraser', primary: '#1976d2', secondary: '#ffeb3b' },
  },
  {
    slug: 'eraser-and-sharpener-combo-pack-5',
    title: 'Eraser and Sharpener Combo (5 Each)',
    description:
      'Five erasers and five metal-blade sharpeners, bought together because both seem to go missing from school bags every month.',
    category: 'penandpencil',
    trending: false,
    oldPrice: 60,
    newPrice: 50,
    tax: { hsn: '4016', gstRate: 0, unit: 'NOS' },
    art: { motif: 'eraser', primary: '#43a047', secondary: '#ff7043' },
  },
  {
    slug: 'fluorescent-highlighters-5-colours',
    title: 'Fluorescent Highlighters, 5 Colours',
    description:
      'Chisel-tip highlighters in yellow, green, pink, orange and blue. Good for marking key lines in textbooks and revision notes.',
    category: 'penandpencil',
    trending: false,
    oldPrice: 125,
    newPrice: 110,
    tax: { hsn: '9608', gstRate: 18, unit: 'NOS' },
    art: { motif: 'marker', primary: '#c6d816', secondary: '#ff4f9a' },
  },
  // Colours
  {
    slug: 'wax-crayons-12-shades',
    title: 'Wax Crayons, 12 Shades',
    description:
      'Bright wax crayons in a small flip-top box, sized for little hands. Non-toxic and easy to peel, for nursery and primary classes.',
    category: 'colors',
    trending: true,
    oldPrice: 40,
    newPrice: 35,
    tax: { hsn: '9609', gstRate: 0, unit: 'NOS' },
    art: { motif: 'crayons', primary: '#f9a825', secondary: '#e53935' },
  },
  {
    slug: 'jumbo-wax-crayons-24-shades',
    title: 'Jumbo Wax Crayons, 24 Shades',
    description:
      'Thick jumbo crayons that are harder to snap, in 24 shades including skin tones. A good pick for children who press hard.',
    category: 'colors',
    trending: false,
    oldPrice: 90,
    newPrice: 80,
    tax: { hsn: '9609', gstRate: 0, unit: 'NOS' },
    art: { motif: 'crayons', primary: '#1e88e5', secondary: '#fdd835' },
  },
  {
    slug: 'oil-pastels-25-shades',
    title: 'Oil Pastels, 25 Shades',
    description:
      'Creamy oil pastels that blend well with a finger or tissue. Popular for school drawing competitions and landscape homework.',
    category: 'colors',
    trending: true,
    oldPrice: 110,
    newPrice: 95,
    tax: { hsn: '9609', gstRate: 0, unit: 'NOS' },
    art: { motif: 'crayons', primary: '#6a1b9a', secondary: '#ffb300' },
  },
  {
    slug: 'oil-pastels-50-shades',
    title: 'Oil Pastels, 50 Shades',
    description:
      'A larger oil pastel set with extra greens, browns and greys for older students and hobby artists. Each stick is paper-wrapped.',
    category: 'colors',
    trending: false,
    oldPrice: 220,
    newPrice: 190,
    tax: { hsn: '9609', gstRate: 0, unit: 'NOS' },
    art: { motif: 'crayons', primary: '#00695c', secondary: '#ef6c00' },
  },
  {
    slug: 'sketch-pens-12-shades',
    title: 'Sketch Pens, 12 Shades',
    description:
      'Washable felt-tip sketch pens for colouring, charts and borders. Keep the caps on and they last through the whole term.',
    category: 'colors',
    trending: true,
    oldPrice: 50,
    newPrice: 45,
    tax: { hsn: '9608', gstRate: 18, unit: 'NOS' },
    art: { motif: 'marker', primary: '#e53935', secondary: '#42a5f5' },
  },
  {
    slug: 'sketch-pens-24-shades',
    title: 'Sketch Pens, 24 Shades',
    description:
      'Twenty-four felt-tip sketch pens, including light and dark pairs of most colours. Useful for project work and chart papers.',
    category: 'colors',
    trending: false,
    oldPrice: 100,
    newPrice: 90,
    tax: { hsn: '9608', gstRate: 18, unit: 'NOS' },
    art: { motif: 'marker', primary: '#2e7d32', secondary: '#ffd54f' },
  },
  {
    slug: 'colour-pencils-12-shades',
    title: 'Colour Pencils, 12 Shades (Full Size)',
    description:
      'Full-length colour pencils with soft, even leads. They sharpen to a fine point for maps, diagrams and neat colouring.',
    category: 'colors',
    trending: false,
    oldPrice: 80,
    newPrice: 70,
    tax: { hsn: '9609', gstRate: 0, unit: 'NOS' },
    art: { motif: 'pencil', primary: '#43a047', secondary: '#fb8c00' },
  },
  {
    slug: 'colour-pencils-24-shades-with-sharpener',
    title: 'Colour Pencils, 24 Shades with Sharpener',
    description:
      'Twenty-four colour pencils in a tin, with a small sharpener tucked in. A step up for children who enjoy drawing every day.',
    category: 'colors',
    trending: false,
    oldPrice: 160,
    newPrice: 140,
    tax: { hsn: '9609', gstRate: 0, unit: 'NOS' },
    art: { motif: 'pencil', primary: '#8e24aa', secondary: '#29b6f6' },
  },
  {
    slug: 'watercolour-cakes-12-shades-with-brush',
    title: 'Watercolour Cakes, 12 Shades with Brush',
    description:
      'Twelve dry watercolour cakes in a plastic palette with a small brush. Wet the brush, pick the colour and paint; ideal for beginners.',
    category: 'colors',
    trending: false,
    oldPrice: 60,
    newPrice: 55,
    tax: { hsn: '3213', gstRate: 5, unit: 'NOS' },
    art: { motif: 'paint', primary: '#0288d1', secondary: '#ffab91' },
  },
  {
    slug: 'watercolour-tubes-12-x-5-ml',
    title: 'Watercolour Tubes, 12 Shades (5 ml Each)',
    description:
      'Student-grade watercolour tubes that mix well and give stronger colour than cakes. Squeeze a little at a time; a tube goes a long way.',
    category: 'colors',
    trending: false,
    oldPrice: 150,
    newPrice: 130,
    tax: { hsn: '3213', gstRate: 5, unit: 'NOS' },
    art: { motif: 'paint', primary: '#00838f', secondary: '#f06292' },
  },
  {
    slug: 'poster-colours-10-shades-15-ml',
    title: 'Poster Colours, 10 Shades (15 ml Each)',
    description:
      'Opaque poster colours in screw-cap bottles for charts, model painting and art exams. Thin with a little water for smooth coats.',
    category: 'colors',
    trending: true,
    oldPrice: 180,
    newPrice: 160,
    tax: { hsn: '3213', gstRate: 5, unit: 'NOS' },
    art: { motif: 'paint', primary: '#d84315', secondary: '#ffee58' },
  },
  {
    slug: 'acrylic-colours-12-shades-9-ml',
    title: 'Acrylic Colours, 12 Shades (9 ml Each)',
    description:
      'Quick-drying acrylic paints for canvas, cardboard, pots and craft projects. Water-resistant once dry, so wash brushes straight away.',
    category: 'colors',
    trending: false,
    oldPrice: 240,
    newPrice: 210,
    tax: { hsn: '3213', gstRate: 5, unit: 'NOS' },
    art: { motif: 'paint', primary: '#5e35b1', secondary: '#ffb74d' },
  },
  {
    slug: 'paint-brush-set-7-pieces',
    title: 'Paint Brush Set, Round and Flat (7 Pieces)',
    description:
      'Seven synthetic brushes in assorted sizes, round and flat, for watercolour and poster colour work. Suitable for school art class.',
    category: 'colors',
    trending: false,
    oldPrice: 80,
    newPrice: 80,
    // Paint brushes (9603) are at 18% (only toothbrushes went to 5%); the table has no brushes.
    tax: { hsn: '9603', gstRate: 18, unit: 'SET' },
    art: { motif: 'paint', primary: '#795548', secondary: '#ffcc80' },
  },
  {
    slug: 'whiteboard-markers-4-colours',
    title: 'Whiteboard Markers, 4 Colours',
    description:
      'Refillable whiteboard markers in black, blue, red and green that wipe off cleanly. For home tuition boards and small offices.',
    category: 'colors',
    trending: false,
    oldPrice: 120,
    newPrice: 100,
    tax: { hsn: '9608', gstRate: 18, unit: 'NOS' },
    art: { motif: 'marker', primary: '#1565c0', secondary: '#ef5350' },
  },
  // Adhesives
  {
    slug: 'glue-stick-8-g-pack-3',
    title: 'Glue Stick, 8 g (Pack of 3)',
    description:
      'Clean, non-messy glue sticks for paper, card and scrapbook pages. Twist up only a little at a time and replace the cap tightly.',
    category: 'adhesive',
    trending: true,
    oldPrice: 60,
    newPrice: 54,
    tax: { hsn: '3506', gstRate: 18, unit: 'PAC' },
    art: { motif: 'glue', primary: '#7b1fa2', secondary: '#ce93d8' },
  },
  {
    slug: 'glue-stick-15-g',
    title: 'Glue Stick, 15 g',
    description:
      'A larger glue stick for project files and chart work. Dries clear and the paper can be repositioned for a few seconds.',
    category: 'adhesive',
    trending: false,
    oldPrice: 40,
    newPrice: 40,
    tax: { hsn: '3506', gstRate: 18, unit: 'NOS' },
    art: { motif: 'glue', primary: '#c2185b', secondary: '#f8bbd0' },
  },
  {
    slug: 'white-craft-glue-100-g',
    title: 'White Craft Glue, 100 g',
    description:
      'Washable white craft glue for paper, cloth, thermocol and ice-cream sticks. Dries clear; allow an hour for thick layers.',
    category: 'adhesive',
    trending: false,
    oldPrice: 50,
    newPrice: 45,
    tax: { hsn: '3506', gstRate: 18, unit: 'NOS' },
    art: { motif: 'glue', primary: '#0277bd', secondary: '#ffca28' },
  },
  {
    slug: 'synthetic-resin-adhesive-250-g',
    title: 'White Synthetic Resin Adhesive, 250 g',
    description:
      'Strong white synthetic resin glue for wood, plywood, paper and craft work. Clamp or press the joint and leave it to set overnight.',
    category: 'adhesive',
    trending: true,
    oldPrice: 120,
    newPrice: 110,
    tax: { hsn: '3506', gstRate: 18, unit: 'NOS' },
    art: { motif: 'glue', primary: '#2e7d32', secondary: '#ffb300' },
  },
  {
    slug: 'synthetic-resin-adhesive-1-kg',
    title: 'White Synthetic Resin Adhesive, 1 kg',
    description:
      'The one-kilogram tub of our synthetic resin glue, for carpentry repairs and large school models. Keep the lid closed between uses.',
    category: 'adhesive',
    trending: false,
    oldPrice: 420,
    newPrice: 395,
    tax: { hsn: '3506', gstRate: 18, unit: 'NOS' },
    art: { motif: 'glue', primary: '#1b5e20', secondary: '#ff8f00' },
  },
  {
    slug: 'liquid-gum-with-sponge-applicator-100-ml',
    title: 'Liquid Gum with Sponge Applicator, 100 ml',
    description:
      'Clear liquid gum in a bottle with a sponge top for spreading evenly on paper and envelopes. A desk staple in most offices.',
    category: 'adhesive',
    trending: false,
    oldPrice: 30,
    newPrice: 25,
    tax: { hsn: '3506', gstRate: 18, unit: 'NOS' },
    art: { motif: 'glue', primary: '#f57f17', secondary: '#fff176' },
  },
  {
    slug: 'instant-adhesive-3-g-pack-3',
    title: 'Instant Adhesive, 3 g Tube (Pack of 3)',
    description:
      'Fast-setting instant glue for small repairs to plastic, metal and ceramics. Bonds skin in seconds, so keep it away from children.',
    category: 'adhesive',
    trending: false,
    oldPrice: 45,
    newPrice: 40,
    tax: { hsn: '3506', gstRate: 18, unit: 'PAC' },
    art: { motif: 'glue', primary: '#37474f', secondary: '#ffd600' },
  },
  {
    slug: 'glitter-glue-tubes-6-colours',
    title: 'Glitter Glue Tubes, 6 Colours',
    description:
      'Sparkly glitter glue in six colours for greeting cards, rakhis and festive decorations. Lay flat to dry for a few hours.',
    category: 'adhesive',
    trending: false,
    oldPrice: 90,
    newPrice: 75,
    tax: { hsn: '3506', gstRate: 18, unit: 'NOS' },
    art: { motif: 'glue', primary: '#d81b60', secondary: '#ffd740' },
  },
  {
    slug: 'glue-gun-40-w-with-5-glue-sticks',
    title: 'Glue Gun, 40 W with 5 Glue Sticks',
    description:
      'A hot-melt glue gun with five clear sticks for craft, decoration and quick repairs. The nozzle gets very hot; adult use advised.',
    category: 'adhesive',
    trending: false,
    oldPrice: 250,
    newPrice: 199,
    // An electric glue gun (8515) is a machine, not glue: 18%, the sticks sold with it.
    tax: { hsn: '8515', gstRate: 18, unit: 'NOS' },
    art: { motif: 'glue', primary: '#e64a19', secondary: '#90a4ae' },
  },
  {
    slug: 'transparent-cellophane-tape-1-inch-pack-4',
    title: 'Transparent Cellophane Tape, 1 inch (Pack of 4)',
    description:
      'Clear tape rolls for gift wrapping, book covers and mending torn pages. Fits a standard desk tape dispenser.',
    category: 'adhesive',
    trending: true,
    oldPrice: 60,
    newPrice: 50,
    // Self-adhesive plastic tape (3919), 18%: a title cannot tell plastic tape from paper.
    tax: { hsn: '3919', gstRate: 18, unit: 'PAC' },
    art: { motif: 'tape', primary: '#81d4fa', secondary: '#fff59d' },
  },
  {
    slug: 'brown-packing-tape-2-inch-65-m',
    title: 'Brown Packing Tape, 2 inch (65 m)',
    description:
      'Wide brown tape for sealing cartons and parcels, whether you are shifting house or sending a courier. Strong and long roll.',
    category: 'adhesive',
    trending: false,
    oldPrice: 90,
    newPrice: 80,
    // Self-adhesive plastic tape (3919), 18%, sold by the roll.
    tax: { hsn: '3919', gstRate: 18, unit: 'ROL' },
    art: { motif: 'tape', primary: '#a1662f', secondary: '#ffe0b2' },
  },
  {
    slug: 'double-sided-tissue-tape-1-inch',
    title: 'Double-Sided Tissue Tape, 1 inch',
    description:
      'Thin double-sided tape for invisible joints on chart paper, photo albums and craft. Peel the liner and press firmly.',
    category: 'adhesive',
    trending: false,
    oldPrice: 45,
    newPrice: 40,
    // Tissue is paper: self-adhesive paper in rolls (4811), 18%.
    tax: { hsn: '4811', gstRate: 18, unit: 'ROL' },
    art: { motif: 'tape', primary: '#ffb74d', secondary: '#fff3e0' },
  },
  {
    slug: 'double-sided-foam-tape-1-inch',
    title: 'Double-Sided Foam Tape, 1 inch',
    description:
      'Cushioned foam tape that holds light items such as name plates, hooks and decorations on smooth walls. Clean the surface first.',
    category: 'adhesive',
    trending: false,
    oldPrice: 80,
    newPrice: 70,
    // Plastic foam tape, self-adhesive (3919), 18%.
    tax: { hsn: '3919', gstRate: 18, unit: 'ROL' },
    art: { motif: 'tape', primary: '#ef5350', secondary: '#ffebee' },
  },
  {
    slug: 'masking-tape-1-inch',
    title: 'Masking Tape, 1 inch',
    description:
      'Paper masking tape that tears by hand and peels off without leaving marks. Handy for painting edges and labelling boxes.',
    category: 'adhesive',
    trending: false,
    oldPrice: 35,
    newPrice: 35,
    // Paper masking tape: self-adhesive paper in rolls (4811), 18%.
    tax: { hsn: '4811', gstRate: 18, unit: 'ROL' },
    art: { motif: 'tape', primary: '#e6c98a', secondary: '#8d6e63' },
  },
  // Books
  {
    slug: 'single-line-notebooks-172-pages-pack-6',
    title: 'Single Line Notebooks, 172 Pages (Pack of 6)',
    description:
      'Soft-cover ruled notebooks in the usual school size, with a name and subject label on the front. Six books for one term.',
    category: 'book',
    trending: true,
    oldPrice: 240,
    newPrice: 210,
    tax: { hsn: '4820', gstRate: 0, unit: 'PAC' },
    art: { motif: 'notebook', primary: '#1565c0', secondary: '#ffca28' },
  },
  {
    slug: 'long-notebook-ruled-300-pages',
    title: 'Long Notebook, Ruled, 300 Pages',
    description:
      'A long-size ruled register for higher classes and college notes. Thick pages that do not let gel ink show through much.',
    category: 'book',
    trending: false,
    oldPrice: 85,
    newPrice: 75,
    tax: { hsn: '4820', gstRate: 0, unit: 'NOS' },
    art: { motif: 'notebook', primary: '#2e7d32', secondary: '#a5d6a7' },
  },
  {
    slug: 'four-line-english-notebooks-pack-4',
    title: 'Four Line English Notebooks (Pack of 4)',
    description:
      'Four-line ruled notebooks for young children learning cursive and capital letters. Bright covers with a space for the name.',
    category: 'book',
    trending: false,
    oldPrice: 120,
    newPrice: 100,
    tax: { hsn: '4820', gstRate: 0, unit: 'PAC' },
    art: { motif: 'notebook', primary: '#ef6c00', secondary: '#4fc3f7' },
  },
  {
    slug: 'square-ruled-maths-notebook-172-pages',
    title: 'Square Ruled Maths Notebook, 172 Pages',
    description:
      'Small-square ruled pages that keep digits in columns for sums and long division. Soft cover, standard school size.',
    category: 'book',
    trending: false,
    oldPrice: 45,
    newPrice: 45,
    tax: { hsn: '4820', gstRate: 0, unit: 'NOS' },
    art: { motif: 'notebook', primary: '#6a1b9a', secondary: '#ffd54f' },
  },
  {
    slug: 'drawing-book-a4-36-pages',
    title: 'Drawing Book, A4, 36 Pages',
    description:
      'Plain thick cartridge pages for crayons, pencils and light watercolour. Used in most schools from nursery up to middle classes.',
    category: 'book',
    trending: false,
    oldPrice: 60,
    newPrice: 50,
    tax: { hsn: '4820', gstRate: 0, unit: 'NOS' },
    art: { motif: 'book', primary: '#c62828', secondary: '#ffee58' },
  },
  {
    slug: 'godaan-munshi-premchand-hindi',
    title: 'Godaan (Hindi)',
    description:
      "Premchand's last completed novel, following the farmer Hori and his longing to own a cow. A landmark of Hindi literature, in paperback.",
    author: 'Munshi Premchand',
    language: 'Hindi',
    category: 'book',
    trending: true,
    oldPrice: 250,
    newPrice: 225,
    tax: { hsn: '4901', gstRate: 0, unit: 'NOS' },
    art: { motif: 'book', primary: '#8d3b1f', secondary: '#e9c46a' },
  },
  {
    slug: 'nirmala-munshi-premchand-hindi',
    title: 'Nirmala (Hindi)',
    description:
      'A short, moving Premchand novel about a young woman married to a much older widower, and the dowry system behind it. Paperback.',
    author: 'Munshi Premchand',
    language: 'Hindi',
    category: 'book',
    trending: false,
    oldPrice: 199,
    newPrice: 199,
    tax: { hsn: '4901', gstRate: 0, unit: 'NOS' },
    art: { motif: 'book', primary: '#6d4c41', secondary: '#f4a261' },
  },
  {
    slug: 'gitanjali-rabindranath-tagore',
    title: 'Gitanjali',
    description:
      "Tagore's English Gitanjali, the collection of song offerings that won him the 1913 Nobel Prize in Literature. Slim paperback edition.",
    author: 'Rabindranath Tagore',
    language: 'English',
    category: 'book',
    trending: true,
    oldPrice: 199,
    newPrice: 179,
    tax: { hsn: '4901', gstRate: 0, unit: 'NOS' },
    art: { motif: 'book', primary: '#1a5e63', secondary: '#f2cc8f' },
  },
  {
    slug: 'the-home-and-the-world-rabindranath-tagore',
    title: 'The Home and the World',
    description:
      "Tagore's novel of Bimala, Nikhil and Sandip, set during the Swadeshi movement in Bengal. English translation, paperback.",
    author: 'Rabindranath Tagore',
    language: 'English',
    category: 'book',
    trending: false,
    oldPrice: 349,
    newPrice: 299,
    tax: { hsn: '4901', gstRate: 0, unit: 'NOS' },
    art: { motif: 'book', primary: '#3d405b', secondary: '#e07a5f' },
  },
  {
    slug: 'devdas-sarat-chandra-chattopadhyay',
    title: 'Devdas',
    description:
      'The classic Bengali novel of Devdas, Paro and Chandramukhi, in an English translation. Short enough to finish in a weekend.',
    author: 'Sarat Chandra Chattopadhyay',
    language: 'English',
    category: 'book',
    trending: false,
    oldPrice: 225,
    newPrice: 199,
    tax: { hsn: '4901', gstRate: 0, unit: 'NOS' },
    art: { motif: 'book', primary: '#7b2d26', secondary: '#d4a373' },
  },
  {
    slug: 'anandamath-bankim-chandra-chattopadhyay',
    title: 'Anandamath',
    description:
      'The 1882 novel of the Sannyasi rebellion that gave India the song Vande Mataram. English translation with a short introduction.',
    author: 'Bankim Chandra Chattopadhyay',
    language: 'English',
    category: 'book',
    trending: false,
    oldPrice: 250,
    newPrice: 225,
    tax: { hsn: '4901', gstRate: 0, unit: 'NOS' },
    art: { motif: 'book', primary: '#bf5b04', secondary: '#2a9d8f' },
  },
  {
    slug: 'panchatantra-stories-illustrated',
    title: 'Panchatantra Stories (Illustrated)',
    description:
      'Well-loved animal fables from the Panchatantra, retold simply with colour pictures on every page. Good for reading aloud at bedtime.',
    language: 'English',
    category: 'book',
    trending: false,
    oldPrice: 250,
    newPrice: 199,
    tax: { hsn: '4901', gstRate: 0, unit: 'NOS' },
    art: { motif: 'book', primary: '#2a9d8f', secondary: '#f4a261' },
  },
  {
    slug: 'tenali-raman-stories-for-children',
    title: 'Tenali Raman Stories for Children',
    description:
      'Short, funny stories of the clever poet Tenali Raman at the court of Krishnadevaraya. Large print for young readers aged 6 to 10.',
    language: 'English',
    category: 'book',
    trending: false,
    oldPrice: 150,
    newPrice: 125,
    tax: { hsn: '4901', gstRate: 0, unit: 'NOS' },
    art: { motif: 'book', primary: '#e76f51', secondary: '#ffe8a3' },
  },
  {
    slug: 'class-10-mathematics-question-bank',
    title: 'Class 10 Mathematics Question Bank',
    description:
      'Chapter-wise practice questions with worked solutions and sample papers in the board exam pattern. Check it matches your syllabus year.',
    language: 'English',
    category: 'book',
    trending: true,
    oldPrice: 495,
    newPrice: 445,
    tax: { hsn: '4901', gstRate: 0, unit: 'NOS' },
    art: { motif: 'book', primary: '#0d47a1', secondary: '#ff7043' },
  },
  {
    slug: 'english-hindi-dictionary-hardbound',
    title: 'English-Hindi Dictionary (Hardbound)',
    description:
      'A student dictionary with Hindi meanings, pronunciation hints and example sentences. Sturdy hardbound cover for daily use.',
    language: 'English and Hindi',
    category: 'book',
    trending: false,
    oldPrice: 395,
    newPrice: 350,
    tax: { hsn: '4901', gstRate: 0, unit: 'NOS' },
    art: { motif: 'book', primary: '#b71c1c', secondary: '#ffd54f' },
  },
  // Boxes and gift sets
  {
    slug: 'geometry-box-9-pieces',
    title: 'Geometry Box, 9 Pieces',
    description:
      'A metal geometry box with compass, divider, protractor, two set squares, 15 cm scale, pencil, eraser and sharpener.',
    category: 'box',
    trending: true,
    oldPrice: 150,
    newPrice: 130,
    tax: { hsn: '9017', gstRate: 5, unit: 'NOS' },
    art: { motif: 'geometry', primary: '#1976d2', secondary: '#ff7043' },
  },
  {
    slug: 'geometry-box-premium-metal-instruments',
    title: 'Geometry Box with Precision Metal Instruments',
    description:
      'A sturdier set with a lockable compass, metal protractor and set squares, for board exams and engineering drawing classes.',
    category: 'box',
    trending: false,
    oldPrice: 320,
    newPrice: 280,
    tax: { hsn: '9017', gstRate: 5, unit: 'NOS' },
    art: { motif: 'geometry', primary: '#37474f', secondary: '#26a69a' },
  },
  {
    slug: 'basic-geometry-set-plastic-case',
    title: 'Basic Geometry Set in Plastic Case',
    description:
      'An affordable geometry set in a snap-shut plastic case. Enough for classes 5 to 8, though the compass is lighter than a metal one.',
    category: 'box',
    trending: false,
    oldPrice: 90,
    newPrice: 80,
    tax: { hsn: '9017', gstRate: 5, unit: 'SET' },
    art: { motif: 'geometry', primary: '#43a047', secondary: '#fdd835' },
  },
  {
    slug: 'plastic-pencil-box-double-compartment',
    title: 'Plastic Pencil Box, Double Compartment',
    description:
      'A two-layer plastic pencil box with space for pens, pencils, a scale and an eraser. Wipes clean easily after an ink leak.',
    category: 'box',
    trending: true,
    oldPrice: 120,
    newPrice: 99,
    // A plastic school supply (3926), 18%: not a pencil.
    tax: { hsn: '3926', gstRate: 18, unit: 'NOS' },
    art: { motif: 'box', primary: '#0288d1', secondary: '#ffeb3b' },
  },
  {
    slug: 'magnetic-pencil-box-with-sharpener',
    title: 'Magnetic Pencil Box with Sharpener',
    description:
      'A magnetic-lid pencil box with a built-in sharpener and timetable slot. The lid closes firmly, so pencils stay inside the bag.',
    category: 'box',
    trending: false,
    oldPrice: 250,
    newPrice: 210,
    // A plastic pencil box (3926), 18%; the sharpener is part of it.
    tax: { hsn: '3926', gstRate: 18, unit: 'NOS' },
    art: { motif: 'box', primary: '#d81b60', secondary: '#80deea' },
  },
  {
    slug: 'fabric-zip-pencil-pouch',
    title: 'Fabric Zip Pencil Pouch',
    description:
      'A soft canvas pouch with a sturdy zip, roomy enough for pens, highlighters and a small scale. Popular with college students.',
    category: 'box',
    trending: false,
    oldPrice: 150,
    newPrice: 120,
    // A cloth pencil case is a case of 4202, 18%, as school bags are.
    tax: { hsn: '4202', gstRate: 18, unit: 'NOS' },
    art: { motif: 'box', primary: '#5d4037', secondary: '#ffab40' },
  },
  {
    slug: 'school-stationery-kit',
    title: 'School Stationery Kit',
    description:
      'Pencils, eraser, sharpener, a 15 cm scale, crayons and a glue stick packed together. A ready kit for the first day of school.',
    category: 'box',
    trending: true,
    oldPrice: 199,
    newPrice: 169,
    // A kit is a mixed supply, taxed as the highest-rated thing in it: the glue stick, 18%.
    tax: { hsn: '3506', gstRate: 18, unit: 'NOS' },
    art: { motif: 'box', primary: '#f57c00', secondary: '#4caf50' },
  },
  {
    slug: 'exam-kit-transparent-pouch',
    title: 'Exam Kit in Transparent Pouch',
    description:
      'Two blue pens, one black pen, pencil, eraser, sharpener and scale in a clear pouch that exam halls usually allow. Check your rules.',
    category: 'box',
    trending: false,
    oldPrice: 150,
    newPrice: 140,
    // A kit is a mixed supply, taxed as the highest-rated thing in it: the pens, 18%.
    tax: { hsn: '9608', gstRate: 18, unit: 'NOS' },
    art: { motif: 'box', primary: '#00838f', secondary: '#e0f7fa' },
  },
  {
    slug: 'plastic-storage-box-3-drawers',
    title: 'Plastic Storage Box, 3 Drawers',
    description:
      'A stackable three-drawer storage box for a study table, for keeping craft supplies, chargers and stationery apart.',
    category: 'box',
    trending: false,
    oldPrice: 450,
    newPrice: 399,
    // A plastic storage box for a desk (3926), 18%.
    tax: { hsn: '3926', gstRate: 18, unit: 'NOS' },
    art: { motif: 'box', primary: '#546e7a', secondary: '#b0bec5' },
  },
  {
    slug: 'pen-stand-4-compartments',
    title: 'Pen Stand with 4 Compartments',
    description:
      'A desk pen stand with four sections of different heights for pens, scissors, scales and sticky notes. Keeps the table tidy.',
    category: 'box',
    trending: false,
    oldPrice: 180,
    newPrice: 150,
    // A plastic desk stand (3926), 18%: not a pen.
    tax: { hsn: '3926', gstRate: 18, unit: 'NOS' },
    art: { motif: 'box', primary: '#3949ab', secondary: '#9fa8da' },
  },
  {
    slug: 'a4-file-box-cardboard-pack-2',
    title: 'A4 File Box, Cardboard (Pack of 2)',
    description:
      'Sturdy cardboard boxes for A4 files, certificates and old notebooks. Fold into shape in a minute, with a label area on the spine.',
    category: 'box',
    trending: false,
    oldPrice: 220,
    newPrice: 199,
    tax: { hsn: '4820', gstRate: 18, unit: 'PAC' },
    art: { motif: 'box', primary: '#a1887f', secondary: '#efebe9' },
  },
  {
    slug: 'stationery-gift-box-for-kids',
    title: 'Stationery Gift Box for Kids',
    description:
      'A gift-wrapped box with colour pencils, sketch pens, a notebook, eraser and sharpener. A handy return gift for birthday parties.',
    category: 'box',
    trending: false,
    oldPrice: 350,
    newPrice: 299,
    // A gift box of several things is a mixed supply, taxed as the highest-rated: its sketch pens, 18%.
    tax: { hsn: '9608', gstRate: 18, unit: 'NOS' },
    art: { motif: 'box', primary: '#8e24aa', secondary: '#ffd600' },
  },
  {
    slug: 'fountain-pen-and-ball-pen-gift-set',
    title: 'Fountain Pen and Ball Pen Gift Set',
    description:
      'A matching fountain pen and ball pen in a hinged gift box. A thoughtful present for teachers, graduates and new jobs.',
    category: 'box',
    trending: false,
    oldPrice: 499,
    newPrice: 449,
    tax: { hsn: '9608', gstRate: 18, unit: 'SET' },
    art: { motif: 'box', primary: '#1b2a49', secondary: '#c9a227' },
  },
  {
    slug: 'kraft-paper-gift-boxes-small-pack-5',
    title: 'Kraft Paper Gift Boxes, Small (Pack of 5)',
    description:
      'Plain brown kraft boxes with lids for sweets, small gifts and handmade items. Decorate with ribbon or stickers as you like.',
    category: 'box',
    trending: false,
    oldPrice: 150,
    newPrice: 150,
    // Boxes of paper or paperboard (4819), 5% since 22 September 2025; not paper stationery.
    tax: { hsn: '4819', gstRate: 5, unit: 'PAC' },
    art: { motif: 'box', primary: '#b08d57', secondary: '#c0392b' },
  },
];
