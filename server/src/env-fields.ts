import * as z from 'zod';
import { isCidr } from './http/client-address';

/** Parsers of single environment variables, shared by server/src/env.ts's schema. */

/** Empty strings mean "not set", so defaults apply. */
export const blank = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
export const text = z.preprocess(blank, z.string());
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
export const int = (fallback: number, min: number, max: number) =>
  z.preprocess(blank, z.coerce.number().int().min(min).max(max).default(fallback));
export const baseUnits = (fallback: bigint, max: bigint, min = 0n) =>
  z.preprocess(
    (v) => blank(v) ?? fallback.toString(),
    z
      .string()
      .regex(/^[0-9]{1,78}$/, 'a decimal integer in base units')
      .transform(BigInt)
      .refine((n) => n >= min && n <= max, `from ${min} to ${max}`),
  );
export const origin = z.string().refine((v) => {
  try {
    const url = new URL(v);
    return /^https?:$/.test(url.protocol) && url.origin === v.replace(/\/$/, '');
  } catch {
    return false;
  }
}, 'an http(s) origin such as https://app.example.com (no path)');
export const originList = z
  .preprocess((v) => (typeof v === 'string' ? v : ''), z.string())
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(origin));

/** CSP host sources: scheme and host (wildcard subdomains allowed), optional port, no path. */
export const cspSourceList = z
  .preprocess((v) => (typeof v === 'string' ? v : ''), z.string())
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^(https?|wss?):\/\/(\*\.)?[a-zA-Z0-9.-]+(:\d{1,5})?$/,
          'a CSP source such as wss://relay.example',
        ),
    ),
  );

/** IP addresses and CIDR ranges, IPv4 or IPv6, separated by commas or spaces; each one checked. */
export const cidrList = (fallback: string) =>
  z
    .preprocess((v) => blank(v) ?? fallback, z.string())
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .superRefine((entries, ctx) => {
      const bad = entries.filter((entry) => !isCidr(entry));
      if (bad.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `IP addresses or CIDR ranges separated by commas (e.g. 127.0.0.1/8,::1,10.0.0.0/8); not one: ${bad.join(', ')}`,
        });
    });
