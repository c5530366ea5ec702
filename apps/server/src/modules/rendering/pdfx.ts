/**
 * What makes a print-ready PDF a PDF/X-4 file (decision 0025), written by pdfkit as it goes rather
 * than by re-reading the finished file: the output intent (coated offset, FOGRA39) with its CMYK
 * profile, the PDF/X keys of the document information and their XMP twin, RGB images tagged as
 * sRGB, and transparency blended in CMYK.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { rgbToCmyk } from './print-marks';

const ICC_DIR = fileURLToPath(new URL('../../../assets/icc/', import.meta.url));
const CMYK_PROFILE = 'CoatedFOGRA39-Stockroom.icc';
const RGB_PROFILE = 'sRGB.icc';

/**
 * The registered condition the profile characterizes: a print shop's RIP may use its own profile
 * for it. pdfkit writes a String object as a PDF string, a plain string as a name.
 */
const OUTPUT_INTENT = {
  Type: 'OutputIntent',
  S: 'GTS_PDFX',
  OutputConditionIdentifier: new String('FOGRA39'),
  RegistryName: new String('http://www.color.org'),
  OutputCondition: new String('Offset printing on coated paper, ISO 12647-2:2004/Amd 1 (FOGRA39L data)'),
  Info: new String('Coated FOGRA39 (Stockroom), built from the FOGRA39L characterization data'),
};

/** Blending on a page happens in CMYK, the output's space, whether or not the page has transparency. */
export const PAGE_GROUP = { Type: 'Group', S: 'Transparency', CS: 'DeviceCMYK' };

/** A PDF name among the document information's strings (pdfkit writes a string as a literal string). */
const pdfName = (name: string) => ({ [Symbol.toStringTag]: 'PDFName', toString: () => `/${name}` });

/** pdfkit internals this file uses (not in its types), checked when a document starts. */
type Ref = PDFKit.PDFKitReference & { data: Record<string, unknown> };
interface Internals {
  _root: Ref;
  _id: Uint8Array;
  info: Record<string, unknown> & { CreationDate: Date; Title?: string; Producer?: string; Creator?: string };
  ref(data: object): Ref;
  endMetadata(): void;
}

let profiles: { cmyk: Buffer; rgb: Buffer } | undefined;
/** Read and compressed once per thread: compressing them again for every PDF would be wasted time. */
function compressedProfiles() {
  profiles ??= {
    cmyk: deflateSync(readFileSync(`${ICC_DIR}${CMYK_PROFILE}`)),
    rgb: deflateSync(readFileSync(`${ICC_DIR}${RGB_PROFILE}`)),
  };
  return profiles;
}

function iccStream(ref: Internals['ref'], bytes: Buffer, components: number) {
  // A Filter given up front tells pdfkit the bytes are compressed already.
  const stream = ref({ N: components, Filter: 'FlateDecode' });
  stream.end(bytes);
  return stream;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
const xmpDate = (date: Date) => `${date.toISOString().split('.')[0]}Z`;
const uuid = (bytes: Uint8Array) =>
  Buffer.from(bytes)
    .toString('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, 'uuid:$1-$2-$3-$4-$5');

/** The XMP twin of the document information, with the identification PDF/X-4 asks for. */
function xmp(doc: Internals) {
  const { info } = doc;
  const date = xmpDate(info.CreationDate);
  const id = uuid(doc._id);
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(info.Title ?? '')}</rdf:li></rdf:Alt></dc:title>
<xmp:CreateDate>${date}</xmp:CreateDate>
<xmp:ModifyDate>${date}</xmp:ModifyDate>
<xmp:MetadataDate>${date}</xmp:MetadataDate>
<xmp:CreatorTool>${escapeXml(info.Creator ?? '')}</xmp:CreatorTool>
<xmpMM:DocumentID>${id}</xmpMM:DocumentID>
<xmpMM:InstanceID>${id}</xmpMM:InstanceID>
<xmpMM:VersionID>1</xmpMM:VersionID>
<xmpMM:RenditionClass>default</xmpMM:RenditionClass>
<pdf:Producer>${escapeXml(info.Producer ?? '')}</pdf:Producer>
<pdf:Trapped>False</pdf:Trapped>
<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/**
 * PDF/X-4 takes no bare DeviceRGB beside a CMYK output intent, and pdfkit (an image's colour
 * space, a palette's base) and svg-to-pdfkit (its groups' blending space) write it. Each object is
 * fixed as it is written: an image's RGB becomes sRGB, a group blends in CMYK, and a luminosity
 * mask's backdrop colour, given in the group's space, becomes CMYK with it.
 */
function toPdfxSpaces(data: unknown, srgb: () => unknown[]) {
  if (typeof data !== 'object' || data === null) return;
  const object = data as Record<string, unknown>;
  const space = object.ColorSpace;
  if (space === 'DeviceRGB') object.ColorSpace = srgb();
  else if (Array.isArray(space) && space[0] === 'Indexed' && space[1] === 'DeviceRGB') space[1] = srgb();
  const group = object.Group as Record<string, unknown> | undefined;
  if (group?.CS === 'DeviceRGB') group.CS = 'DeviceCMYK';
  const mask = object.SMask as { BC?: number[] } | undefined;
  if (Array.isArray(mask?.BC) && mask.BC.length === 3) {
    mask.BC = rgbToCmyk(mask.BC.map((v) => v * 255)).map((v) => v / 100);
  }
}

function writePdfxSpaces(doc: Internals) {
  const ref = doc.ref.bind(doc);
  let srgb: unknown[] | undefined;
  const srgbSpace = () => {
    srgb ??= ['ICCBased', iccStream(ref, compressedProfiles().rgb, 3)];
    return srgb;
  };
  doc.ref = (data) => {
    const made = ref(data);
    const finalize = made.finalize.bind(made);
    made.finalize = () => {
      toPdfxSpaces(made.data, srgbSpace);
      finalize();
    };
    return made;
  };
}

/** Makes a print-ready document PDF/X-4 as it is written; call it before drawing. */
export function startPdfx(document: PDFKit.PDFDocument) {
  const doc = document as unknown as Internals;
  for (const key of ['_root', '_id', 'ref', 'endMetadata'] as const) {
    if (!doc[key]) throw new Error(`pdfkit changed: it has no ${key}`);
  }
  Object.assign(doc.info, {
    ModDate: doc.info.CreationDate,
    Trapped: pdfName('False'),
    GTS_PDFXVersion: 'PDF/X-4',
  });
  writePdfxSpaces(doc);
  // pdfkit's own XMP leaves the title unescaped and lacks the PDF/X keys: this one replaces it.
  doc.endMetadata = () => {
    const metadata = doc.ref({ Type: 'Metadata', Subtype: 'XML' });
    metadata.compress = false;
    metadata.end(Buffer.from(xmp(doc), 'utf8'));
    doc._root.data.Metadata = metadata;
    const intent = doc.ref({
      ...OUTPUT_INTENT,
      DestOutputProfile: iccStream((data) => doc.ref(data), compressedProfiles().cmyk, 4),
    });
    intent.end(undefined);
    doc._root.data.OutputIntents = [intent];
  };
}
