import type { Bilingual } from './fields';

// The states, provinces and territories of the countries whose carriers print them as a code on the
// label (issue 24 §1: US, CA, AU): ISO 3166-2 codes without the country prefix, with their names. An
// address of these countries names one of them; a name typed in full ("California", "加利福尼亚州")
// is kept as its code.

type Subdivisions = Readonly<Record<string, Bilingual>>;

const US: Subdivisions = {
  AL: { en: 'Alabama', zh: '阿拉巴马州' },
  AK: { en: 'Alaska', zh: '阿拉斯加州' },
  AZ: { en: 'Arizona', zh: '亚利桑那州' },
  AR: { en: 'Arkansas', zh: '阿肯色州' },
  CA: { en: 'California', zh: '加利福尼亚州' },
  CO: { en: 'Colorado', zh: '科罗拉多州' },
  CT: { en: 'Connecticut', zh: '康涅狄格州' },
  DE: { en: 'Delaware', zh: '特拉华州' },
  DC: { en: 'District of Columbia', zh: '哥伦比亚特区' },
  FL: { en: 'Florida', zh: '佛罗里达州' },
  GA: { en: 'Georgia', zh: '佐治亚州' },
  HI: { en: 'Hawaii', zh: '夏威夷州' },
  ID: { en: 'Idaho', zh: '爱达荷州' },
  IL: { en: 'Illinois', zh: '伊利诺伊州' },
  IN: { en: 'Indiana', zh: '印第安纳州' },
  IA: { en: 'Iowa', zh: '艾奥瓦州' },
  KS: { en: 'Kansas', zh: '堪萨斯州' },
  KY: { en: 'Kentucky', zh: '肯塔基州' },
  LA: { en: 'Louisiana', zh: '路易斯安那州' },
  ME: { en: 'Maine', zh: '缅因州' },
  MD: { en: 'Maryland', zh: '马里兰州' },
  MA: { en: 'Massachusetts', zh: '马萨诸塞州' },
  MI: { en: 'Michigan', zh: '密歇根州' },
  MN: { en: 'Minnesota', zh: '明尼苏达州' },
  MS: { en: 'Mississippi', zh: '密西西比州' },
  MO: { en: 'Missouri', zh: '密苏里州' },
  MT: { en: 'Montana', zh: '蒙大拿州' },
  NE: { en: 'Nebraska', zh: '内布拉斯加州' },
  NV: { en: 'Nevada', zh: '内华达州' },
  NH: { en: 'New Hampshire', zh: '新罕布什尔州' },
  NJ: { en: 'New Jersey', zh: '新泽西州' },
  NM: { en: 'New Mexico', zh: '新墨西哥州' },
  NY: { en: 'New York', zh: '纽约州' },
  NC: { en: 'North Carolina', zh: '北卡罗来纳州' },
  ND: { en: 'North Dakota', zh: '北达科他州' },
  OH: { en: 'Ohio', zh: '俄亥俄州' },
  OK: { en: 'Oklahoma', zh: '俄克拉何马州' },
  OR: { en: 'Oregon', zh: '俄勒冈州' },
  PA: { en: 'Pennsylvania', zh: '宾夕法尼亚州' },
  PR: { en: 'Puerto Rico', zh: '波多黎各' },
  RI: { en: 'Rhode Island', zh: '罗得岛州' },
  SC: { en: 'South Carolina', zh: '南卡罗来纳州' },
  SD: { en: 'South Dakota', zh: '南达科他州' },
  TN: { en: 'Tennessee', zh: '田纳西州' },
  TX: { en: 'Texas', zh: '得克萨斯州' },
  UT: { en: 'Utah', zh: '犹他州' },
  VT: { en: 'Vermont', zh: '佛蒙特州' },
  VA: { en: 'Virginia', zh: '弗吉尼亚州' },
  WA: { en: 'Washington', zh: '华盛顿州' },
  WV: { en: 'West Virginia', zh: '西弗吉尼亚州' },
  WI: { en: 'Wisconsin', zh: '威斯康星州' },
  WY: { en: 'Wyoming', zh: '怀俄明州' },
};

const CA: Subdivisions = {
  AB: { en: 'Alberta', zh: '艾伯塔省' },
  BC: { en: 'British Columbia', zh: '不列颠哥伦比亚省' },
  MB: { en: 'Manitoba', zh: '马尼托巴省' },
  NB: { en: 'New Brunswick', zh: '新不伦瑞克省' },
  NL: { en: 'Newfoundland and Labrador', zh: '纽芬兰与拉布拉多省' },
  NS: { en: 'Nova Scotia', zh: '新斯科舍省' },
  NT: { en: 'Northwest Territories', zh: '西北地区' },
  NU: { en: 'Nunavut', zh: '努纳武特地区' },
  ON: { en: 'Ontario', zh: '安大略省' },
  PE: { en: 'Prince Edward Island', zh: '爱德华王子岛省' },
  QC: { en: 'Quebec', zh: '魁北克省' },
  SK: { en: 'Saskatchewan', zh: '萨斯喀彻温省' },
  YT: { en: 'Yukon', zh: '育空地区' },
};

const AU: Subdivisions = {
  ACT: { en: 'Australian Capital Territory', zh: '澳大利亚首都领地' },
  NSW: { en: 'New South Wales', zh: '新南威尔士州' },
  NT: { en: 'Northern Territory', zh: '北领地' },
  QLD: { en: 'Queensland', zh: '昆士兰州' },
  SA: { en: 'South Australia', zh: '南澳大利亚州' },
  TAS: { en: 'Tasmania', zh: '塔斯马尼亚州' },
  VIC: { en: 'Victoria', zh: '维多利亚州' },
  WA: { en: 'Western Australia', zh: '西澳大利亚州' },
};

/** The countries whose addresses name a subdivision from a list, and those lists. */
export const SUBDIVISIONS = { US, CA, AU } as const;

/** The subdivisions of a country, or undefined when its addresses take the state as free text. */
export const subdivisionsOf = (country: string): Subdivisions | undefined =>
  Object.hasOwn(SUBDIVISIONS, country) ? SUBDIVISIONS[country as keyof typeof SUBDIVISIONS] : undefined;

const folded = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The code of a subdivision written as its code or its name in either language (any case, extra
 * spaces), or undefined when the country has no such subdivision; for a country without a list, the
 * text as it was written.
 */
export const subdivisionCode = (country: string, value: string): string | undefined => {
  const list = subdivisionsOf(country);
  if (!list) return value;
  const wanted = folded(value);
  const code = wanted.toUpperCase();
  if (Object.hasOwn(list, code)) return code;
  return Object.keys(list).find((k) => {
    const names = list[k]!;
    return folded(names.en) === wanted || folded(names.zh) === wanted;
  });
};
