/**
 * POST /api/requests/mailing-list (DESIGN §1.9): the mailing list a member is about to send with a
 * direct-mail request, read as CSV (RFC 4180, a BOM, `;` separators, aliases for the columns) and
 * reported row by row; a file that is not a usable list is a 400 that says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';

let t: TestApp;
let member: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  member = (await t.sessionFor('member')).headers;
});
afterAll(() => t.close());

const check = (csv: string, headers = member) =>
  t.app.inject({ method: 'POST', url: '/api/requests/mailing-list', headers, payload: { csv } });

async function checked(csv: string) {
  const res = await check(csv);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function refusal(csv: string) {
  const res = await check(csv);
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.issues).toEqual([{ path: 'csv', message: expect.any(String) }]);
  return body.issues[0].message as string;
}

const address = (fields: Partial<Record<string, string>>) => ({
  name: '',
  company: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  zip_code: '',
  country: '',
  ...fields,
});

describe('a good mailing list', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, a BOM and CRLF line ends', async () => {
    const csv =
      '\ufeffFull Name,Organization,Street,Address2,Town,Province,Postal Code,Country\r\n' +
      '"Ann ""Nan"" Smith","Smith, Jones & Co","1 Main St\r\nBuilding B",,Springfield,IL,62701,USA\r\n' +
      'Bob Lee,,2 Oak Ave,Apt 3,Shelbyville,IL,62565,USA\r\n';
    expect(await checked(csv)).toEqual({
      total_rows: 2,
      valid_count: 2,
      invalid_count: 0,
      invalid: [],
      sample: [
        address({
          name: 'Ann "Nan" Smith',
          company: 'Smith, Jones & Co',
          address_line1: '1 Main St\r\nBuilding B',
          city: 'Springfield',
          state: 'IL',
          zip_code: '62701',
          country: 'USA',
        }),
        address({
          name: 'Bob Lee',
          address_line1: '2 Oak Ave',
          address_line2: 'Apt 3',
          city: 'Shelbyville',
          state: 'IL',
          zip_code: '62565',
          country: 'USA',
        }),
      ],
    });
  });

  it('reads a list separated by semicolons, with columns in any order and case', async () => {
    const csv = 'ZIP;CITY;Recipient;address_line1;Country\n10115;Berlin;"Weber; Anna";Unter den Linden 1;Germany\n';
    const body = await checked(csv);
    expect(body.sample).toEqual([
      address({
        name: 'Weber; Anna',
        address_line1: 'Unter den Linden 1',
        city: 'Berlin',
        zip_code: '10115',
        country: 'Germany',
      }),
    ]);
  });

  it('skips blank lines and trims the cells, and previews only the first five addresses', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ` Person ${i} , ${i} Elm St , Town , ma , 0210${i} `);
    const body = await checked(['', 'name,address,city,state,zip', '', ...rows, ',,,,', ''].join('\n'));
    expect(body).toMatchObject({ total_rows: 7, valid_count: 7, invalid_count: 0 });
    expect(body.sample).toHaveLength(5);
    expect(body.sample[0]).toMatchObject({
      name: 'Person 0',
      address_line1: '0 Elm St',
      state: 'MA',
      zip_code: '02100',
    });
  });
});

describe('rows that are not addresses', () => {
  it('reports each with its line in the file and why, counting lines inside quotes and blank ones', async () => {
    const csv = [
      'name,address,city,state,zip',
      'Ann,"1 Main St',
      'Floor 2",Springfield,IL,62701',
      '',
      'Bob,2 Oak Ave,,IL,62565',
      ',,Nowhere,,',
      'Cy,3 Elm St,Ogden,UT,84401,extra',
      `Di,${'x'.repeat(201)},Provo,UT,84601`,
      'Ed,5 Pine St,Logan,UT,84321,,',
    ].join('\n');
    const body = await checked(csv);
    expect(body).toMatchObject({ total_rows: 6, valid_count: 2, invalid_count: 4 });
    expect(body.invalid).toEqual([
      { row: 5, message: 'Row 5: city is empty' },
      {
        row: 6,
        message: 'Row 6: name is empty; address is empty; zip is empty; state is empty (a US address needs its state)',
      },
      {
        row: 7,
        message: 'Row 7: it has more cells (6) than the header (5): quote a value that holds a ,',
      },
      { row: 8, message: 'Row 8: address is longer than 200 characters' },
    ]);
  });

  it('lists at most 100 of them, and counts them all', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => `Person ${i},${i} Elm St,,NY,10001`);
    const body = await checked(['name,address,city,state,zip', ...rows, 'Last,1 Road,Town,NY,10001'].join('\n'));
    expect(body).toMatchObject({ total_rows: 151, valid_count: 1, invalid_count: 150 });
    expect(body.invalid).toHaveLength(100);
    expect(body.invalid[99]).toEqual({ row: 101, message: 'Row 101: city is empty' });
  });
});

describe('addresses checked by the rules of their country', () => {
  it("refuses a US row's unknown state and a ZIP code that is not 5 or 9 digits, naming the row and column", async () => {
    const csv = [
      'Name,Street,City,Province,Postal Code,Country',
      'Ann,1 Main St,Springfield,ZZ,62701,US',
      'Bob,2 Oak Ave,Boston,MA,ABCDE,',
      'Cy,3 Elm St,Boston,MA,2134,USA',
      'Di,4 Pine St,Dallas,TX,75201-12,United States',
      'Ed,5 Bay Rd,Seattle,,98101,',
    ].join('\n');
    const body = await checked(csv);
    expect(body).toMatchObject({ total_rows: 5, valid_count: 0, invalid_count: 5 });
    expect(body.invalid.map((issue: { message: string }) => issue.message)).toEqual([
      "Row 2: Province 'ZZ' is not a US state code (two letters, such as IL or NY)",
      "Row 3: Postal Code 'ABCDE' is not a US ZIP code (12345 or 12345-6789)",
      "Row 4: Postal Code '2134' has 4 digits: a US ZIP code has 5 (a spreadsheet may have dropped its leading zeros: 02134)",
      "Row 5: Postal Code '75201-12' is not a US ZIP code (12345 or 12345-6789)",
      'Row 6: Province is empty (a US address needs its state)',
    ]);
  });

  it('takes DC, territories and military codes, ZIP+4, and writes a state code in capitals', async () => {
    const csv = [
      'name,address,city,state,zip,country',
      'Ann,1 Penn Ave,Washington,dc,20500-0003,',
      'Bob,2 Calle Luna,San Juan,PR,00901,USA',
      'Cy,Unit 2050 Box 4190,APO,AE,09096,US',
      'Di,4 Marine Dr,Hagatna,GU,96910,u.s.',
    ].join('\n');
    const body = await checked(csv);
    expect(body).toMatchObject({ valid_count: 4, invalid_count: 0 });
    expect(body.sample.map((a: { state: string }) => a.state)).toEqual(['DC', 'PR', 'AE', 'GU']);
  });

  it('checks a Canadian row by province and A1A 1A1 postal code, written as Canada Post writes it', async () => {
    const csv = [
      'name,address,city,state,zip,country',
      'Ann,24 Sussex Dr,Ottawa,on,k1m1m4,Canada',
      'Bob,1 Rue Main,Montreal,QC,H2X 1Y4,CA',
      'Cy,2 Bay St,Toronto,IL,M5J 2N8,Canada',
      'Di,3 King St,Toronto,ON,12345,Canada',
      'Ed,4 Main St,Whitehorse,,Y1A 1A1,CAN',
    ].join('\n');
    const body = await checked(csv);
    expect(body).toMatchObject({ valid_count: 2, invalid_count: 3 });
    expect(body.sample[0]).toMatchObject({ state: 'ON', zip_code: 'K1M 1M4' });
    expect(body.invalid.map((issue: { message: string }) => issue.message)).toEqual([
      "Row 4: state 'IL' is not a Canadian province or territory code (two letters, such as ON or QC)",
      "Row 5: zip '12345' is not a Canadian postal code (A1A 1A1)",
      'Row 6: state is empty (a Canadian address needs its province)',
    ]);
  });

  it('asks other countries only for a name, a street and a city', async () => {
    const csv = [
      'name,address,city,zip,country',
      'Aoife Byrne,1 Harbour Rd,Howth,,Ireland',
      'Ben Weber,Unter den Linden 1,Berlin,10117,Germany',
      'Cara Lee,,Dublin,,Ireland',
    ].join('\n');
    const body = await checked(csv);
    expect(body).toMatchObject({ valid_count: 2, invalid_count: 1 });
    expect(body.invalid).toEqual([{ row: 4, message: 'Row 4: address is empty' }]);
  });
});

describe('a file that is not a usable list', () => {
  it('refuses an empty file, or one of blank lines', async () => {
    expect(await refusal('')).toBe('The mailing list is empty');
    expect(await refusal('\ufeff\r\n  \n,,\n')).toBe('The mailing list is empty');
  });

  it('refuses a header without addresses below it', async () => {
    expect(await refusal('name,address,city,zip\n\n')).toBe('The mailing list has a header row but no addresses');
  });

  it('names the columns the header lacks', async () => {
    const message = await refusal('Name,Street,Country\nAnn,1 Main St,USA\n');
    expect(message).toContain('The header row has no column for city, zip_code');
  });

  it('refuses more than 10,000 addresses, and takes exactly 10,000', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `P${i},${i} St,T,IL,${String(i).padStart(5, '0')}`);
    const message = await refusal(['name,address,city,state,zip', ...rows(10_001)].join('\n'));
    expect(message).toBe('A mailing list holds at most 10,000 addresses; this one has 10,001 rows');
    const body = await checked(['name,address,city,state,zip', ...rows(10_000)].join('\n'));
    expect(body.valid_count).toBe(10_000);
  });

  it('refuses text that is not CSV: binary data, one column, an unclosed quote, another encoding', async () => {
    expect(await refusal('PK\u0003\u0004\u0014\u0006')).toBe('This is not a CSV text file: it holds binary data');
    expect(await refusal('Dear friends\nthank you\n')).toContain(
      'This does not look like a CSV file: its first line has one column',
    );
    expect(await refusal('name,address,city,zip\nAnn,"1 Main St,Town,1\nBob,2 St,T,2\n')).toBe(
      'The quoted field that starts on line 2 is never closed',
    );
    expect(await refusal('name,address,city,zip\nJos\ufffd,1 St,T,1\n')).toContain('This file is not UTF-8 text');
  });

  it('refuses a NUL character as text that cannot be stored', async () => {
    const res = await check('name,address,city,zip\nA\u0000,1,T,1');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('csv');
  });
});

it('answers 401 without a token', async () => {
  expect((await check('name,address,city,zip\nA,1,T,1', {})).statusCode).toBe(401);
});
