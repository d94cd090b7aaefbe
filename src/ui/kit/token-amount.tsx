import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { formatTokenAmount, isBaseUnits } from '@/domain/format/token-amount';
import { intlLocale } from './format-date';
import './token-amount.css';

export interface TokenAmountProps {
  /** Integer base units as a decimal string, as the API sends them. */
  value: string;
  decimals?: number;
  /** Fraction digits shown at most (cut, never rounded up). */
  maxFractionDigits?: number;
  /** The unit after the number; the configured token symbol by default, `false` for none. */
  symbol?: string | false;
  /** Show every fraction digit, zeros too, so a live figure keeps its width. */
  fixedFraction?: boolean;
  className?: string;
}

/**
 * An exact token amount in the reader's number format, e.g. "1,234.5678 DGAI". The full base-unit value is
 * kept in `<data value>` for copying and tests; a malformed value renders a dash, never a wrong number.
 */
export function TokenAmount({
  value,
  decimals = site.token.decimals,
  maxFractionDigits = 4,
  symbol = site.token.symbol,
  fixedFraction = false,
  className,
}: TokenAmountProps) {
  const { i18n } = useTranslation();
  const text = isBaseUnits(value)
    ? formatTokenAmount(value, decimals, {
        maxFractionDigits,
        fixedFraction,
        locale: intlLocale(i18n.language),
      })
    : '—';
  return (
    <data value={value} className={`kit-amount${className ? ` ${className}` : ''}`}>
      <span className="kit-amount__value">{text}</span>
      {symbol ? <span className="kit-amount__symbol">{symbol}</span> : null}
    </data>
  );
}
