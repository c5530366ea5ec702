/**
 * The preflight (DESIGN §1.7, "Preflight and print"): every check of a project before an export, as
 * the export would be asked for. The findings of a PNG or SVG are those of its page (and of the
 * whole design); a PDF's, every page's. Refusals come first, then by page.
 */
import { PREFLIGHT_CODES, type Preflight } from '../preflight.schemas';
import { bleedFindings, fontFindings } from './bleed-and-fonts';
import { contrastFindings } from './low-contrast';
import { pageElements } from './page-elements';
import type { Finding, PreflightInput } from './preflight-input';
import { resolutionFindings } from './resolution';
import { safeMarginFindings } from './safe-margin';
import { overflowFindings } from './text-overflow';

const order = (finding: Finding) => [
  finding.severity === 'refusal' ? 0 : 1,
  finding.page ?? 0,
  PREFLIGHT_CODES.indexOf(finding.code),
];

function compare(a: Finding, b: Finding) {
  const [x, y] = [order(a), order(b)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

export function preflight(input: PreflightInput): Preflight {
  const elements = pageElements(input.document);
  const all = [
    ...overflowFindings(input),
    ...safeMarginFindings(input, elements),
    ...resolutionFindings(input, elements),
    ...bleedFindings(input),
    ...fontFindings(input),
    ...contrastFindings(input),
  ];
  const { format, page } = input.request;
  const findings = all.filter((f) => format === 'pdf' || f.page === null || f.page === page).sort(compare);
  return { ok: !findings.some((f) => f.severity === 'refusal'), findings };
}
