import { z } from 'zod';
import { LIMITS } from './limits';
import { idSchema, operationRecord } from './list';
import { CODE_PATTERN, emailSchema, optionalInput, requiredText } from './validation';
import { CERTIFICATION_STATUSES } from './certification-document';

export * from './certification-document';

// Identity verification (company certification, /clientCenter/identityVerify): the company profile of
// specification §3, submitted by the customer and approved or rejected by the warehouse (PRODUCT.md
// §4). Customer calls are POST /api/certification/<action>; reading needs OMS_CLIENTVERIFY:view,
// saving a draft :edit, submitting :submit.

export const CERTIFICATION_LIMITS = {
  companyNameMax: LIMITS.companyNameMax,
  companyCodeMax: LIMITS.bizCodeMaxLength,
  addressMax: 200,
  websiteMax: 200,
  phoneMax: 30,
  contactMax: 50,
  organizationCodeMax: 30,
  /** A warehouse's reason for rejecting a certification or a signing. */
  rejectReasonMax: 500,
} as const;

/** Landline, mobile or international numbers: digits with an optional +, spaces, hyphens, brackets. */
export const COMPANY_PHONE_PATTERN = /^\+?[\d\s()-]{5,30}$/;
/** Unified social credit code, organisation code or a foreign registration number. */
export const ORGANIZATION_CODE_PATTERN = /^[A-Z0-9-]+$/;

const fileId = (required: string) => z.string({ error: required }).min(1, { error: required }).pipe(idSchema);

/** Every field of the profile with its full rule (what a submit must satisfy). */
export const certificationProfileFields = {
  companyNameCn: requiredText('certification.companyNameCnRequired', CERTIFICATION_LIMITS.companyNameMax),
  companyNameEn: requiredText('certification.companyNameEnRequired', CERTIFICATION_LIMITS.companyNameMax),
  companyCode: requiredText('certification.companyCodeRequired', CERTIFICATION_LIMITS.companyCodeMax).regex(
    CODE_PATTERN,
    { error: 'validation.code' },
  ),
  address: requiredText('certification.addressRequired', CERTIFICATION_LIMITS.addressMax),
  website: optionalInput(
    z
      .string()
      .trim()
      .max(CERTIFICATION_LIMITS.websiteMax, { error: 'validation.tooLong' })
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'validation.url' })),
  ),
  phone: requiredText('certification.phoneRequired', CERTIFICATION_LIMITS.phoneMax).regex(
    COMPANY_PHONE_PATTERN,
    { error: 'certification.phoneFormat' },
  ),
  fax: optionalInput(
    z
      .string()
      .trim()
      .max(CERTIFICATION_LIMITS.phoneMax, { error: 'validation.tooLong' })
      .regex(COMPANY_PHONE_PATTERN, { error: 'certification.faxFormat' }),
  ),
  email: emailSchema,
  contact: requiredText('certification.contactRequired', CERTIFICATION_LIMITS.contactMax),
  organizationCode: requiredText(
    'certification.organizationCodeRequired',
    CERTIFICATION_LIMITS.organizationCodeMax,
  ).regex(ORGANIZATION_CODE_PATTERN, { error: 'certification.organizationCodeFormat' }),
  logoFileId: optionalInput(idSchema),
  licenseFileId: fileId('certification.licenseRequired'),
};
export type CertificationField = keyof typeof certificationProfileFields;
export const CERTIFICATION_FIELDS = Object.keys(certificationProfileFields) as CertificationField[];

/** The profile a submit sends: every required field present, every field in its format. */
export const certificationProfile = z.object(certificationProfileFields);
export type CertificationProfile = z.infer<typeof certificationProfile>;

/** A draft: any field may be blank, but what is filled in must already be in its format. */
export const certificationDraft = z.object(
  Object.fromEntries(
    Object.entries(certificationProfileFields).map(([k, s]) => [k, optionalInput(s)]),
  ) as unknown as { [K in CertificationField]: z.ZodOptional<z.ZodType<CertificationProfile[K]>> },
);
export type CertificationDraft = Partial<CertificationProfile>;

/** The stored profile as the API shows it: null where nothing was filled in. */
export const certificationProfileView = z.object(
  Object.fromEntries(CERTIFICATION_FIELDS.map((k) => [k, z.string().nullable()])) as {
    [K in CertificationField]: z.ZodNullable<z.ZodString>;
  },
);
export type CertificationProfileView = z.infer<typeof certificationProfileView>;

/** Where a certification stands: every view of it shows these (the warehouse's with who decided). */
export const certificationReviewFields = {
  status: z.enum(CERTIFICATION_STATUSES),
  profile: certificationProfileView,
  rejectReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
};

/** The company's certification: profile, state, the warehouse's reason, and the timeline. */
export const certification = z.object({
  /** Null until the company saves or submits for the first time. */
  id: z.string().nullable(),
  ...certificationReviewFields,
  updatedAt: z.string().nullable(),
  operations: z.array(operationRecord),
});
export type Certification = z.infer<typeof certification>;

/** A warehouse's reason for rejecting a certification or a signing application. */
export const rejectReasonSchema = requiredText(
  'certification.rejectReasonRequired',
  CERTIFICATION_LIMITS.rejectReasonMax,
);

/** A warehouse's answer to a certification or a signing application (integration API and simulator). */
export const reviewDecision = z.discriminatedUnion('approve', [
  z.object({ approve: z.literal(true) }),
  z.object({
    approve: z.literal(false),
    reason: rejectReasonSchema,
  }),
]);
export type ReviewDecision = z.infer<typeof reviewDecision>;

/** One certification as the warehouse reviews it, with the image file ids. */
export const certificationForOperator = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  ...certificationReviewFields,
  decidedBy: z.string().nullable(),
  operations: z.array(operationRecord),
});
export type CertificationForOperator = z.infer<typeof certificationForOperator>;

/**
 * The company's certification state alone, for any signed-in user: pages that need a passed
 * certification (signing, inbound and outbound creation) explain why they are closed.
 */
export const certificationState = z.object({
  status: z.enum(CERTIFICATION_STATUSES),
  rejectReason: z.string().nullable(),
});
export type CertificationState = z.infer<typeof certificationState>;
