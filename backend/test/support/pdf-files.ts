import { PDFParse } from 'pdf-parse';

/** Reads a binary body as one Buffer (supertest parses only text and JSON by default). */
export function binary(res: { on: (event: string, cb: (chunk?: Buffer) => void) => void }, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk) => chunks.push(chunk!));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** A PDF's text as a reader's copy-and-paste would give it, and its page count. */
export async function readPdf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}
