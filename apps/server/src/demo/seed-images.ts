// Pictures for the demo products: a product needs 3–5 images to pass its audit, so the demo's passed
// products carry three each. No photographs ship with the portal; each picture is drawn by bwip-js
// (already used for labels) as a coloured code of the product — its SKU as Code 128, its name as a
// QR code and as a Data Matrix — so every product's pictures look different and stay small PNGs.
import { toBuffer } from 'bwip-js/node';
import { PRODUCT_IMAGE_READ_CODES } from '@oms/contracts';
import type { FileStorage } from '../lib/storage';
import type { Tx } from '../db/client';
import { files } from '../schema';

export type DemoImageOwner = { tenantId: number; companyId: number; userId: number };

const PALETTES = [
  ['1F4E79', 'EAF2FB'],
  ['7A3E00', 'FFF3E0'],
  ['1B5E20', 'E8F5E9'],
  ['4A148C', 'F3E5F5'],
  ['B71C1C', 'FFEBEE'],
  ['004D40', 'E0F2F1'],
] as const;

const draw = (kind: 'code128' | 'qrcode' | 'datamatrix', text: string, palette: number) => {
  const [ink, paper] = PALETTES[palette % PALETTES.length]!;
  const common = {
    text,
    barcolor: ink,
    backgroundcolor: paper,
    paddingwidth: 12,
    paddingheight: 12,
  };
  return kind === 'code128'
    ? toBuffer({ ...common, bcid: 'code128', scale: 3, height: 18, includetext: true, textcolor: ink })
    : toBuffer({ ...common, bcid: kind, scale: 6 });
};

/**
 * Writes three PNG pictures of a product to the storage and records them as files the product uses
 * (ATTACHED, so the clean-up never removes them); answers their ids in display order.
 */
export const seedProductImages = async (
  tx: Tx,
  storage: FileStorage,
  owner: DemoImageOwner,
  product: { sku: string; nameEn: string },
  palette: number,
): Promise<number[]> => {
  const pictures = [
    await draw('code128', product.sku, palette),
    await draw('qrcode', `${product.sku} ${product.nameEn}`, palette + 1),
    await draw('datamatrix', product.nameEn, palette + 2),
  ];
  const ids: number[] = [];
  for (const [i, png] of pictures.entries()) {
    const { key, size } = await storage.put(png);
    const [row] = await tx
      .insert(files)
      .values({
        ...owner,
        kind: 'upload',
        module: 'image',
        name: `${product.sku.toLowerCase()}-${i + 1}.png`,
        mime: 'image/png',
        size,
        status: 'ATTACHED',
        readCodes: PRODUCT_IMAGE_READ_CODES,
        storageKey: key,
        expiresAt: null,
      })
      .returning({ id: files.id });
    ids.push(row!.id);
  }
  return ids;
};
