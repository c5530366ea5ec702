/**
 * A few requests from the demo members (DESIGN §1.9), so that the queue and each member's
 * /requests are not empty: one in each status, a direct-mail run with its mailing list, and a
 * "request more info" on a locked product. Written in the seed's transaction, without e-mails.
 */
import { slugify } from '@stockroom/contract';
import { type Db, users } from '@stockroom/db';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DEMO_MEMBER } from '../config';
import { readMailingList } from '../modules/requests/mailing-list';
import { type HistoryStep, type RequestValues, storeRequest } from '../modules/requests/record-request.service';

const MAILING_LIST = [
  'Name,Company,Address,Address2,City,State,Zip',
  'Avery Brooks,,14 Orchard Lane,,Millbrook,NY,12545',
  'Dana Whitfield,,3 Cedar Court,Apt 2,Millbrook,NY,12545',
  'Eli Navarro,,227 Mill Street,,Millbrook,NY,12545',
  '"Harper, Jamie",,9 Quarry Road,,Stanfordville,NY,12581',
  'Kai Lindqvist,Lindqvist Farm,1180 Bangall Road,,Stanfordville,NY,12581',
  'Morgan Osei,,56 Franklin Avenue,Unit B,Millbrook,NY,12545',
  'Priya Raman,,41 Church Street,,Millbrook,NY,12545',
  'Sam Delgado,,8 Hunns Lake Road,,Stanfordville,NY,12581',
].join('\n');

interface DemoRequest {
  username: string;
  product: string;
  ageHours: number;
  values: Partial<RequestValues> & Pick<RequestValues, 'type' | 'description'>;
  mailingList?: string;
  /** The admins' moves after `new`: status, note and hours after the request. */
  moves: { status: HistoryStep['status']; note: string; afterHours: number }[];
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const DEMO_REQUESTS: DemoRequest[] = [
  {
    username: DEMO_MEMBER.username,
    product: 'New Mover Welcome Postcard',
    ageHours: 30,
    values: {
      type: 'direct_mail',
      description: 'Please print and mail the welcome postcard to the new movers on our Millbrook route.',
      quantity: 500,
      mail_date: inDays(14),
    },
    mailingList: MAILING_LIST,
    moves: [{ status: 'in_progress', note: 'The print proof is on its way to you.', afterHours: 4 }],
  },
  {
    username: DEMO_MEMBER.username,
    product: 'Tri-fold Service Brochure',
    ageHours: 6,
    values: { type: 'request', description: 'Could we have a version of the brochure with the text in Spanish?' },
    moves: [],
  },
  {
    username: 'fullaccess',
    product: 'Fiber Is Here Door Hanger',
    ageHours: 120,
    values: { type: 'request', description: 'We need the door hanger without the tear-off card for a trade show.' },
    moves: [
      { status: 'in_progress', note: '', afterHours: 2 },
      { status: 'done', note: 'A version without the card is now in your downloads.', afterHours: 26 },
    ],
  },
  {
    username: 'fullaccess',
    product: 'Service Van Wrap Layout',
    ageHours: 72,
    values: { type: 'request', description: 'Can you adapt the van wrap to our new pickup trucks?' },
    moves: [
      {
        status: 'declined',
        note: 'We only make the layout for vans; your sign shop can adapt it to the trucks.',
        afterHours: 5,
      },
    ],
  },
  {
    username: 'prospect',
    product: 'Lifestyle Photo Library: Connected Homes',
    ageHours: 20,
    values: { type: 'info', description: 'Can we use these photos in our county fair booth?' },
    moves: [],
  },
];

async function demoAdminId(db: Db) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.is_admin, true), isNull(users.deleted_at)))
    .orderBy(asc(users.created_at))
    .limit(1);
  return row?.id ?? null;
}

/** Stores the demo requests of the members who were made; answers how many. */
export async function seedDemoRequests(db: Db, memberIds: Map<string, string>, productIds: Map<string, string>) {
  const adminId = await demoAdminId(db);
  const contacts = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email_address: users.email_address,
      phone_number: users.phone_number,
    })
    .from(users)
    .where(inArray(users.id, [...memberIds.values()]));
  let stored = 0;
  for (const demo of DEMO_REQUESTS) {
    const userId = memberIds.get(demo.username);
    const member = contacts.find((u) => u.id === userId);
    const productId = productIds.get(slugify(demo.product));
    if (!userId || !member || !productId) continue;
    const list = demo.mailingList ? readMailingList(demo.mailingList, 'mailing_list_csv') : null;
    const at = (hours: number) => new Date(Date.now() - (demo.ageHours - hours) * 3_600_000);
    const history: HistoryStep[] = [
      { status: 'new', note: '', actor_id: userId, created_at: at(0) },
      ...demo.moves.map((m) => ({ status: m.status, note: m.note, actor_id: adminId, created_at: at(m.afterHours) })),
    ];
    await storeRequest(
      db,
      userId,
      {
        first_name: member.first_name,
        last_name: member.last_name,
        email: member.email_address,
        phone_number: member.phone_number,
        download_url: '',
        transaction_id: null,
        quantity: null,
        mail_date: null,
        ...demo.values,
        product_id: productId,
        addresses: list?.addresses ?? [],
        rejected: list?.issues.length ?? 0,
      },
      history,
    );
    stored++;
  }
  return stored;
}
