import type { Language } from '@cic/contract';

/** Every value that reaches the page goes through here. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const ringgit = (sen: number) =>
  `RM ${(sen / 100).toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export type SimulatorBillView = {
  action: string;
  amountSen: number;
  payerName: string;
  payerEmail: string;
  description: string;
  /** Null while the bill can be paid; otherwise why it cannot (its payment's status). */
  closed: string | null;
};

const style = `
body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:24px;color:#1f2937}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:1.1rem;margin:0 0 4px}p.note{color:#6b7280;font-size:.85rem;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#6b7280}dd{margin:0}
.amount{font-size:1.5rem;font-weight:600}form{display:inline}
button{font:inherit;border:0;border-radius:8px;padding:10px 20px;margin-right:8px;cursor:pointer;color:#fff}
.pay{background:#15803d}.fail{background:#b91c1c}`;

/** The page's words in the payer's language (issue 18). */
const words = {
  en: {
    title: 'Payment simulator',
    note: 'A stand-in for Billplz: no money moves. Pay or Fail answers as the bank would.',
    amount: 'Amount',
    payer: 'Payer',
    for: 'For',
    pay: 'Pay',
    fail: 'Fail',
    closed: (why: string) => `This bill is closed (${why}).`,
    missingTitle: 'Bill not found',
    missing: 'This bill does not exist.',
  },
  ms: {
    title: 'Simulator bayaran',
    note: 'Pengganti Billplz: tiada wang berpindah. Bayar atau Gagal menjawab seperti bank.',
    amount: 'Jumlah',
    payer: 'Pembayar',
    for: 'Untuk',
    pay: 'Bayar',
    fail: 'Gagal',
    closed: (why: string) => `Bil ini sudah ditutup (${why}).`,
    missingTitle: 'Bil tidak dijumpai',
    missing: 'Bil ini tidak wujud.',
  },
} satisfies Record<Language, unknown>;

/** The simulator's bill page: what Billplz would show, with Pay and Fail buttons (no scripts). */
export function simulatorBillPage(bill: SimulatorBillView, language: Language = 'en'): string {
  const say = words[language];
  const action = escapeHtml(bill.action);
  const buttons = bill.closed
    ? `<p>${escapeHtml(say.closed(bill.closed))}</p>`
    : `<form method="post" action="${action}"><input type="hidden" name="outcome" value="pay"><button class="pay" type="submit">${say.pay}</button></form>` +
      `<form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><button class="fail" type="submit">${say.fail}</button></form>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${say.title}</title><style>${style}</style></head>
<body><main>
<h1>${say.title}</h1>
<p class="note">${say.note}</p>
<dl>
<dt>${say.amount}</dt><dd class="amount">${escapeHtml(ringgit(bill.amountSen))}</dd>
<dt>${say.payer}</dt><dd>${escapeHtml(bill.payerName)}<br>${escapeHtml(bill.payerEmail)}</dd>
<dt>${say.for}</dt><dd>${escapeHtml(bill.description)}</dd>
</dl>
${buttons}
</main></body></html>`;
}

export function simulatorMissingPage(language: Language = 'en'): string {
  const say = words[language];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${say.title}</title></head>
<body><main><h1>${say.missingTitle}</h1><p>${say.missing}</p></main></body></html>`;
}
