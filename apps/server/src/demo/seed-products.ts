// The demo company's brands and products in every audit state, so the products pages, the
// combinations and the orders have SKUs to show and use. Part of the demo seed's transaction; seeds
// only while the company has no products. Measures are metric as stored (grams, cm × 100).
import { and, eq } from 'drizzle-orm';
import type { ProductStatus } from '@oms/contracts';
import type { FileStorage } from '../lib/storage';
import type { Tx } from '../db/client';
import { brands, operationRecords, products, warehouses } from '../schema';
import { DEMO_SIGNED_WAREHOUSE } from './seed-certification';
import { seedProductImages } from './seed-images';

export const DEMO_BRANDS = ['Galaxy Home', 'BlueWave Audio'] as const;

type DemoProduct = {
  sku: string;
  brand: (typeof DEMO_BRANDS)[number] | null;
  nameCn: string;
  nameEn: string;
  category: 'ELECTRONICS' | 'HOME' | 'KITCHEN' | 'TOYS';
  g: number;
  cm: [number, number, number];
  pieces: number;
  cents: number;
  status: ProductStatus;
  /** The warehouse's measures of a passed product. */
  actual?: { g: number; cm: [number, number, number] };
  rejectReason?: string;
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    sku: 'GH-MUG-350',
    brand: 'Galaxy Home',
    nameCn: '陶瓷马克杯 350ml 白色',
    nameEn: 'Ceramic mug 350 ml, white',
    category: 'KITCHEN',
    g: 380,
    cm: [1200, 900, 1000],
    pieces: 36,
    cents: 599,
    status: 'PASSED',
    actual: { g: 392, cm: [1210, 905, 1000] },
  },
  {
    sku: 'GH-LAMP-01',
    brand: 'Galaxy Home',
    nameCn: 'LED 台灯 可调光',
    nameEn: 'Dimmable LED desk lamp',
    category: 'HOME',
    g: 1250,
    cm: [4500, 1800, 1200],
    pieces: 8,
    cents: 2490,
    status: 'PASSED',
    actual: { g: 1290, cm: [4550, 1800, 1250] },
  },
  {
    sku: 'BW-EARBUD-BLK',
    brand: 'BlueWave Audio',
    nameCn: '蓝牙耳机 黑色',
    nameEn: 'Bluetooth earbuds, black',
    category: 'ELECTRONICS',
    g: 180,
    cm: [1000, 800, 400],
    pieces: 50,
    cents: 1990,
    status: 'PASSED',
    actual: { g: 176, cm: [1000, 800, 420] },
  },
  {
    sku: 'BW-SPEAKER-M',
    brand: 'BlueWave Audio',
    nameCn: '便携音箱 中号',
    nameEn: 'Portable speaker, medium',
    category: 'ELECTRONICS',
    g: 650,
    cm: [2000, 1000, 1000],
    pieces: 20,
    cents: 3500,
    status: 'PASSED',
    actual: { g: 668, cm: [2010, 1020, 1000] },
  },
  {
    sku: 'GH-TOWEL-SET',
    brand: 'Galaxy Home',
    nameCn: '纯棉毛巾三件套',
    nameEn: 'Cotton towel set of three',
    category: 'HOME',
    g: 900,
    cm: [3500, 2500, 800],
    pieces: 12,
    cents: 1800,
    status: 'REJECTED',
    rejectReason: 'The images do not match the description',
  },
  {
    sku: 'TOY-CAR-RC',
    brand: null,
    nameCn: '遥控赛车',
    nameEn: 'Remote control car',
    category: 'TOYS',
    g: 720,
    cm: [3000, 1500, 1200],
    pieces: 10,
    cents: 2200,
    status: 'TO_BE_SUBMITTED',
  },
];

export const seedDemoProducts = async (
  tx: Tx,
  ids: { tenantId: number; companyId: number; userId: number; accountName: string },
  storage: FileStorage,
): Promise<number> => {
  const [any] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.companyId, ids.companyId))
    .limit(1);
  if (any) return 0;
  const owner = { tenantId: ids.tenantId, companyId: ids.companyId };
  const existing = await tx
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(eq(brands.companyId, ids.companyId));
  const brandIds = new Map(existing.map((b) => [b.name, b.id]));
  let created = 0;
  for (const name of DEMO_BRANDS) {
    if (brandIds.has(name)) continue;
    const [row] = await tx
      .insert(brands)
      .values({ ...owner, name, createdBy: ids.accountName })
      .returning({ id: brands.id });
    brandIds.set(name, row!.id);
    created += 1;
  }
  // The warehouse that audited them: its answers name it.
  const [lax] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, ids.tenantId), eq(warehouses.code, DEMO_SIGNED_WAREHOUSE)));
  const now = Date.now();
  // A demo product was created four days ago, submitted three days ago and decided two days ago, and
  // its record says so; later products a few minutes after earlier ones, so the list has an order.
  const daysAgo = (days: number, index: number) => new Date(now - days * 86_400_000 + index * 300_000);
  for (const [index, p] of DEMO_PRODUCTS.entries()) {
    const imageFileIds = await seedProductImages(tx, storage, { ...owner, userId: ids.userId }, p, index);
    const decided = p.status === 'PASSED' || p.status === 'REJECTED';
    const [row] = await tx
      .insert(products)
      .values({
        ...owner,
        sku: p.sku,
        brandId: p.brand ? brandIds.get(p.brand)! : null,
        nameCn: p.nameCn,
        nameEn: p.nameEn,
        category: p.category,
        weightUnit: 'kg',
        sizeUnit: 'cm',
        forecastWeightG: p.g,
        forecastLengthCm100: p.cm[0],
        forecastWidthCm100: p.cm[1],
        forecastHeightCm100: p.cm[2],
        actualWeightG: p.actual?.g ?? null,
        actualLengthCm100: p.actual?.cm[0] ?? null,
        actualWidthCm100: p.actual?.cm[1] ?? null,
        actualHeightCm100: p.actual?.cm[2] ?? null,
        piecesPerCarton: p.pieces,
        declaredValueCents: p.cents,
        imageFileIds,
        status: p.status,
        rejectReason: p.rejectReason ?? null,
        submittedAt: decided ? daysAgo(3, index) : null,
        decidedAt: decided ? daysAgo(2, index) : null,
        decidedBy: decided ? 'LAX/wms' : null,
        createdBy: ids.accountName,
        createdAt: daysAgo(4, index),
        updatedAt: daysAgo(decided ? 2 : 4, index),
      })
      .returning({ id: products.id });
    const timeline = [
      {
        actor: ids.accountName,
        userId: ids.userId,
        action: 'create',
        fromState: null,
        toState: 'TO_BE_SUBMITTED',
        createdAt: daysAgo(4, index),
      },
      ...(decided
        ? [
            {
              actor: ids.accountName,
              userId: ids.userId,
              action: 'submit',
              fromState: 'TO_BE_SUBMITTED',
              toState: 'UNDER_REVIEW',
              createdAt: daysAgo(3, index),
            },
            {
              actor: 'LAX/wms',
              userId: null,
              warehouseId: lax?.id ?? null,
              action: p.status === 'PASSED' ? 'approve' : 'reject',
              fromState: 'UNDER_REVIEW',
              toState: p.status,
              note: p.rejectReason ?? null,
              createdAt: daysAgo(2, index),
            },
          ]
        : []),
    ];
    await tx
      .insert(operationRecords)
      .values(timeline.map((e) => ({ ...owner, ...e, entityType: 'products', entityId: String(row!.id) })));
    created += 1;
  }
  return created;
};
